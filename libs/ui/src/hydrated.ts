import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while a server-rendered page hydrates, true once in the browser: for
 * parts that exist only in a browser (a map library that reads `window` when loaded), which
 * render their placeholder on both sides first, so hydration finds the same markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
