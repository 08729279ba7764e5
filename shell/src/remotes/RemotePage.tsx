import { ErrorBoundary, HydrateOnView, RemoteScope, Skeleton } from '@atelier/ui';
import { createContext, Suspense, use, useContext, type ComponentType, type ReactNode } from 'react';
import { loadRemoteModule, type RemoteModuleId } from './runtimeConfig';

// One load per module: a module used before renders at once (from `resolved`, without suspending,
// which is what lets a server-rendered page hydrate in one pass). A failed load is dropped on retry.
const modules = new Map<RemoteModuleId, Promise<RemoteModule>>();
const resolved = new Map<RemoteModuleId, RemoteModule>();
/** When each module that could not be loaded failed. */
const failedAt = new Map<RemoteModuleId, number>();

type RemoteModule = { default: ComponentType };

function remoteModule(id: RemoteModuleId) {
  let loading = modules.get(id);
  if (!loading) {
    loading = loadRemoteModule(id).then(
      (module) => {
        resolved.set(id, module);
        return module;
      },
      (error: unknown) => {
        failedAt.set(id, Date.now());
        throw error;
      },
    );
    modules.set(id, loading);
  }
  return loading;
}

function forget(id: RemoteModuleId) {
  modules.delete(id);
  resolved.delete(id);
  failedAt.delete(id);
}

/**
 * Lets modules that failed before `time` be loaded again (the render process, whose pages have
 * no 'Try again' button: in between, pages that need them fall back at once).
 */
export function retryRemoteModulesFailedBefore(time: number): void {
  for (const [id, failed] of failedAt) if (failed < time) forget(id);
}

/** Loads the modules a server-rendered page used, before it hydrates (rejects when one fails). */
export function preloadRemoteModules(ids: readonly RemoteModuleId[]): Promise<unknown> {
  return Promise.all(
    ids.map((id) =>
      remoteModule(id).catch((error: unknown) => {
        forget(id);
        throw error;
      }),
    ),
  );
}

/**
 * How a server-rendered page's browser gets each remote module it rendered: a page's before
 * hydrating (listed in the page data, its scripts preloaded), a section's when it comes into view.
 */
export type RemoteRole = 'page' | 'section';

/** Where a server render notes each remote module it rendered, and as what (a page wins over a section). */
export const RenderedRemotes = createContext<Map<RemoteModuleId, RemoteRole> | null>(null);

/**
 * A page from a remote, loaded on demand. Loading shows a skeleton; a failure (remote down,
 * page crashed) stays inside this box with a 'Try again' button, so navigation and footer remain.
 */
export function RemotePage({ id }: { id: RemoteModuleId }) {
  return (
    <ErrorBoundary key={id} onReset={() => forget(id)}>
      <Suspense fallback={<PageSkeleton />}>
        <RemoteContent id={id} role="page" />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * A section of a shell page that a remote provides (the featured collection, the adventures
 * promo, the contact form, the footer's newsletter sign-up): all below the fold, so on a
 * server-rendered page it is hydrated, and its remote loaded, when it comes into view. It fails
 * quietly: while loading it shows `loading`, and when the remote is down, or does not expose the
 * module yet, `fallback` stands in.
 */
export function RemoteSection({ id, fallback = null, loading = null }: { id: RemoteModuleId; fallback?: ReactNode; loading?: ReactNode }) {
  return (
    <ErrorBoundary key={id} fallback={fallback}>
      <HydrateOnView fallback={loading}>
        <RemoteContent id={id} role="section" />
      </HydrateOnView>
    </ErrorBoundary>
  );
}

function RemoteContent({ id, role }: { id: RemoteModuleId; role: RemoteRole }) {
  const rendered = useContext(RenderedRemotes);
  if (rendered?.get(id) !== 'page') rendered?.set(id, role);
  const { default: Module } = resolved.get(id) ?? use(remoteModule(id));
  const [remote] = id.split('/') as [string];
  return (
    <RemoteScope name={remote}>
      <Module />
    </RemoteScope>
  );
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
