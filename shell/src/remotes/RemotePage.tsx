import { ErrorBoundary, RemoteScope, Skeleton } from '@atelier/ui';
import { Suspense, use, type ComponentType } from 'react';
import { loadRemotePage, type RemotePageId } from './runtimeConfig';

// One load per page: a page visited before renders at once. A failed load is dropped on retry.
const pages = new Map<RemotePageId, Promise<{ default: ComponentType }>>();

function page(id: RemotePageId) {
  let loading = pages.get(id);
  if (!loading) {
    loading = loadRemotePage(id);
    pages.set(id, loading);
  }
  return loading;
}

/**
 * A page from a remote, loaded on demand. Loading shows a skeleton; a failure (remote down,
 * page crashed) stays inside this box with a 'Try again' button, so navigation and footer remain.
 */
export function RemotePage({ id }: { id: RemotePageId }) {
  const [remote] = id.split('/') as [string];
  return (
    <ErrorBoundary key={id} onReset={() => void pages.delete(id)}>
      <Suspense fallback={<PageSkeleton />}>
        <RemoteScope name={remote}>
          <RemoteContent id={id} />
        </RemoteScope>
      </Suspense>
    </ErrorBoundary>
  );
}

function RemoteContent({ id }: { id: RemotePageId }) {
  const { default: Page } = use(page(id));
  return <Page />;
}

function PageSkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-6 py-16" aria-busy="true">
      <Skeleton className="mx-auto h-10 w-2/3 max-w-md" />
      <Skeleton className="mx-auto mt-4 h-4 w-1/2 max-w-sm" />
      <div className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="aspect-[4/3]" />
        <Skeleton className="aspect-[4/3]" />
        <Skeleton className="aspect-[4/3]" />
      </div>
    </div>
  );
}
