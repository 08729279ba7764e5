import type { Adventure } from '@atelier/contracts';
import { Skeleton, formatStoredPrice } from '@atelier/ui';
import { useState } from 'react';
import { ActionButton } from '../../../components/ActionButton';
import { AdminList } from '../../../components/AdminList';
import { PencilIcon } from '../../../components/icons';
import { useAdminAdventures } from '../api/adminAdventures';
import { AdventureDialog } from './AdventureDialog';

/** The adventures visitors book, each editable by the artist herself (a migration only seeds them). */
export function AdventuresSection() {
  const adventures = useAdminAdventures();
  const [editing, setEditing] = useState<Adventure | null>(null);
  return (
    <section aria-labelledby="admin-adventures-heading" className="mt-12" data-testid="admin-adventures">
      <h3 id="admin-adventures-heading" className="text-xl">
        Adventures
      </h3>
      <p className="mt-1 max-w-prose text-sm text-ink-soft">What visitors read and book. Bookings already made keep their price.</p>
      <div className="mt-4">
        <AdminList
          query={adventures}
          noun="adventures"
          testId="admin-adventures"
          skeletonRows={3}
          skeleton={
            <li className="py-4">
              <Skeleton className="h-5 w-1/3" />
            </li>
          }
          empty="No adventures"
        >
          {(adventure) => (
            <li
              key={adventure.id}
              data-testid="admin-adventure-row"
              className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:gap-6"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium">{adventure.title}</p>
                <p className="mt-0.5 text-sm text-ink-soft">
                  {formatStoredPrice(adventure.price, adventure.currency)} per guest · {adventure.duration} hours · up to{' '}
                  {adventure.maxGuests === 1 ? '1 guest' : `${adventure.maxGuests} guests`}
                  {adventure.includesHelicopter && ' · helicopter'}
                  {adventure.videoUrl && ' · video'}
                </p>
              </div>
              <ActionButton onClick={() => setEditing(adventure)} testId="admin-adventure-edit" icon={<PencilIcon />}>
                Edit
              </ActionButton>
            </li>
          )}
        </AdminList>
      </div>
      {editing && <AdventureDialog adventure={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
