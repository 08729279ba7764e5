import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRuntimeConfig } from '@atelier/ui';
import type { ComponentType } from 'react';
import type remotes from '@atelier/ui/remotes.json';

type Remotes = typeof remotes;

/** A module a remote exposes, as `<remote>/<exposed module>` (remotes.json lists them). */
export type RemoteModuleId = { [Remote in keyof Remotes]: `${Remote}/${keyof Remotes[Remote] & string}` }[keyof Remotes];

/**
 * The global variable each remoteEntry.js defines (libs/ui/webpack: `remoteGlobalName`). Not
 * the bare name: `window.adventures` is the home page's `id="adventures"` section.
 */
export const remoteGlobalName = (name: string) => `atelier_remote_${name}`;

let remotesReady: Promise<void> = Promise.resolve();

function register(remotes: Record<string, string>): void {
  const entries = Object.entries(remotes);
  if (!entries.length) console.error('No remotes in the runtime config; remote pages will not load');
  registerRemotes(entries.map(([name, entry]) => ({ name, entry, entryGlobalName: remoteGlobalName(name) })));
}

/**
 * Registers the remotes: from `remotes` when known (the page data of a server-rendered page, or the
 * render process's own table), else from `/runtime-config.json` while the page renders (remote
 * modules wait for it). The shell's dev server answers with the remotes' dev-server URLs.
 */
export function configureRemotes(remotes?: Record<string, string>): void {
  if (remotes) {
    register(remotes);
    return;
  }
  remotesReady = loadRuntimeConfig().then((config) => register(config.remotes));
}

/** Loads an exposed module (its default export is a component) once the remotes are registered. */
export async function loadRemoteModule(id: RemoteModuleId): Promise<{ default: ComponentType }> {
  await remotesReady;
  const module = await loadRemote<{ default: ComponentType }>(id);
  if (!module) throw new Error(`Remote module ${id} is unavailable`);
  return module;
}
