import type { Painting } from '@atelier/contracts';
import { Skeleton, buttonClass } from '@atelier/ui';
import { ConfirmDialog } from '@atelier/ui/dialog';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { PlusIcon, SearchIcon } from '../../../components/icons';
import { useAdminPaintings, useDeletePainting, useSetPaintingHidden } from '../api/adminPaintings';
import { matchesPaintingSearch } from '../paintingSearch';
import { PaintingDialog } from './PaintingDialog';
import { PaintingRow } from './PaintingRow';
import { AdminList } from '../../../components/AdminList';

/** requirements §9: skeleton rows while the list loads. */
const SKELETON_ROWS = 6;

export const DELETE_PAINTING_QUESTION = 'Are you sure you want to delete this painting? This action cannot be undone.';

/** Which painting the dialog edits: null for 'Add New Painting'. `session` remounts it fresh each time it opens. */
interface DialogState {
  painting: Painting | null;
  session: number;
}

export interface PaintingsTabProps {
  /** A row's Sell or Undo Sale action (the sell feature's, which itself needs customers and paintings). */
  saleAction: (painting: Painting) => ReactNode;
}

/** The Paintings tab: 'Add Painting', search, and the list with Edit, Hide/Show, Sell and Delete (requirements §2). */
export function PaintingsTab({ saleAction }: PaintingsTabProps) {
  const paintings = useAdminPaintings();
  const setHidden = useSetPaintingHidden();
  const deletePainting = useDeletePainting();
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [toDelete, setToDelete] = useState<Painting | null>(null);

  const openDialog = (painting: Painting | null) => setDialog((current) => ({ painting, session: (current?.session ?? 0) + 1 }));
  const visible = paintings.data?.filter((painting) => matchesPaintingSearch(painting, term)) ?? [];

  const confirmDelete = () => {
    if (!toDelete) return;
    deletePainting.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
  };

  return (
    <section aria-labelledby="admin-paintings-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="admin-paintings-heading" className="text-2xl">
            Paintings
          </h2>
          {paintings.data && (
            <p className="mt-1 text-sm text-ink-soft" data-testid="admin-paintings-count">
              {paintings.data.length} {paintings.data.length === 1 ? 'painting' : 'paintings'}
              {paintings.data.some((painting) => painting.hidden) &&
                ` · ${paintings.data.filter((painting) => painting.hidden).length} hidden`}
            </p>
          )}
        </div>
        <button type="button" onClick={() => openDialog(null)} className={buttonClass()} data-testid="admin-add-painting">
          <PlusIcon />
          Add Painting
        </button>
      </div>

      <div className="relative mt-6 max-w-xl">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-soft" />
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search paintings by title, medium, year..."
          aria-label="Search paintings"
          data-testid="admin-paintings-search"
          className="block w-full rounded-sm border border-line bg-paper py-2.5 pr-3 pl-9 text-base [&::-webkit-search-cancel-button]:appearance-none placeholder:text-ink-soft/70 focus:border-accent focus:ring-1 focus:ring-accent focus:outline-none sm:text-sm"
        />
      </div>

      <div className="mt-6">
        <AdminList
          query={paintings}
          items={visible}
          noun="paintings"
          testId="admin-paintings"
          skeletonRows={SKELETON_ROWS}
          skeleton={<RowSkeleton />}
          empty={term.trim() ? `No paintings match "${term.trim()}".` : 'No paintings yet. Add the first one with “Add Painting”.'}
        >
          {(painting) => (
            <PaintingRow
              key={painting.id}
              painting={painting}
              onEdit={() => openDialog(painting)}
              onToggleHidden={() => setHidden.mutate({ id: painting.id, hidden: !painting.hidden })}
              togglingHidden={setHidden.isPending && setHidden.variables?.id === painting.id}
              onDelete={() => setToDelete(painting)}
              saleAction={saleAction(painting)}
            />
          )}
        </AdminList>
      </div>

      {dialog && <PaintingDialog key={dialog.session} initialPainting={dialog.painting} onClose={() => setDialog(null)} />}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && !deletePainting.isPending && setToDelete(null)}
        title="Delete Painting"
        message={DELETE_PAINTING_QUESTION}
        confirmLabel={deletePainting.isPending ? 'Deleting...' : 'Delete'}
        onConfirm={confirmDelete}
        pending={deletePainting.isPending}
      />
    </section>
  );
}

function RowSkeleton() {
  return (
    <li data-testid="admin-painting-skeleton" className="flex items-center gap-4 py-4">
      <Skeleton className="h-16 w-16 shrink-0 sm:h-20 sm:w-20" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-1/4" />
      </div>
      <Skeleton className="hidden h-9 w-64 sm:block" />
    </li>
  );
}
