import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** `/runtime-config.json`, rendered from the environment when the gateway starts. */
export interface RuntimeConfig {
  /** Remote name → URL of its remoteEntry.js. */
  remotes: Record<string, string>;
  [publicKey: string]: unknown;
}

/** Pages the remotes expose, as `<remote>/<exposed module>`. */
export type RemotePageId = 'shop/CollectionPage' | 'adventures/AdventuresPage' | 'admin/AdminPage' | 'admin/LoginPage';

let remotesReady: Promise<void> = Promise.resolve();

/**
 * Reads the remote URLs and registers them. The page renders meanwhile; remote pages wait
 * for this. (The shell's dev server answers with the remotes' dev-server URLs.)
 */
export function configureRemotes(): void {
  remotesReady = fetch('/runtime-config.json', { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      return response.json() as Promise<RuntimeConfig>;
    })
    .then(({ remotes }) => registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry }))))
    .catch((error: unknown) => console.error('Runtime config unavailable; remote pages will not load', error));
}

/** Loads an exposed page once the remotes are registered. */
export async function loadRemotePage(id: RemotePageId): Promise<{ default: ComponentType }> {
  await remotesReady;
  const module = await loadRemote<{ default: ComponentType }>(id);
  if (!module) throw new Error(`Remote page ${id} is unavailable`);
  return module;
}
