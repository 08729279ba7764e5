import type { Painting } from '@atelier/contracts';
import { ConfirmDialog } from '@atelier/ui/dialog';
import { useState } from 'react';
import { ActionButton } from '../../../components/ActionButton';
import { useReverseSale } from '../api/sellPainting';
import { MarkSoldDialog } from './MarkSoldDialog';

function TagIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
      <path d="M8.6 1.5H14.5v5.9l-7 7-5.9-5.9z" />
      <circle cx="11.3" cy="4.7" r="1" />
    </svg>
  );
}

/** A painting row's sale action: 'Sell' for an unsold painting (requirements §2), 'Undo Sale' for a sold one. */
export function SaleAction({ painting }: { painting: Painting }) {
  return painting.sold ? <UndoSaleButton painting={painting} /> : <SellButton painting={painting} />;
}

function UndoIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
      <path d="M4 6.5h6.5a3 3 0 0 1 0 6H7" />
      <path d="M6.5 4 4 6.5 6.5 9" />
    </svg>
  );
}

/** 'Undo Sale' of a sold painting: asks first, then makes it available again (its order is kept, cancelled). */
function UndoSaleButton({ painting }: { painting: Painting }) {
  const [open, setOpen] = useState(false);
  const reverse = useReverseSale();
  return (
    <>
      <ActionButton onClick={() => setOpen(true)} testId="admin-painting-undo-sale" icon={<UndoIcon />}>
        Undo Sale
      </ActionButton>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !next && !reverse.isPending && setOpen(false)}
        title="Undo Sale"
        message={`Undo the sale of '${painting.title}'? The painting becomes available again; the order is kept as cancelled.`}
        confirmLabel={reverse.isPending ? 'Undoing...' : 'Undo Sale'}
        onConfirm={() => reverse.mutate(painting.id, { onSettled: () => setOpen(false) })}
        pending={reverse.isPending}
      />
    </>
  );
}

/** The 'Sell' action of an unsold painting row: opens 'Mark Painting as Sold'. */
function SellButton({ painting }: { painting: Painting }) {
  const [session, setSession] = useState(0);
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionButton
        onClick={() => {
          setSession((count) => count + 1);
          setOpen(true);
        }}
        testId="admin-painting-sell"
        icon={<TagIcon />}
      >
        Sell
      </ActionButton>
      {open && <MarkSoldDialog key={session} painting={painting} onClose={() => setOpen(false)} />}
    </>
  );
}
