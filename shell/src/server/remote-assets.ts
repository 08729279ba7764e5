import { escapeMarkup } from '@atelier/contracts';
import type { RemoteRole } from '../remotes/RemotePage';

/** What a remote's mf-manifest.json (its browser build) says of each exposed module's files. */
interface Manifest {
  exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/** A remote's manifest changes only with a deployment; it is read again after this long. */
const MANIFEST_TTL_MS = 10_000;
const manifests = new Map<string, { value: Promise<Manifest | null>; until: number }>();

/** The manifest beside a server container (`…/server/remoteEntry.js` → `…/mf-manifest.json`); null when unreadable. */
function manifestOf(serverEntry: string): Promise<Manifest | null> {
  const cached = manifests.get(serverEntry);
  if (cached && cached.until > Date.now()) return cached.value;
  const value = fetch(new URL('../mf-manifest.json', serverEntry))
    .then((response) => (response.ok ? (response.json() as Promise<Manifest>) : null))
    .catch(() => null);
  manifests.set(serverEntry, { value, until: Date.now() + MANIFEST_TTL_MS });
  return value;
}

/**
 * `<link>` elements for the remote modules a page rendered: the styles of each (applied at once,
 * so the server's markup is styled at first paint; `data-href` is the name the remote's own style
 * loader looks for, so it does not add them twice), and for a page's module, what the browser
 * needs before it can hydrate it: the remote's remoteEntry.js and the module's scripts, preloaded
 * at low priority (the page is readable without them, its largest image goes first). A section's
 * scripts wait until it comes into view (`RemoteSection`).
 */
export async function remoteLinks(
  rendered: ReadonlyMap<string, RemoteRole>,
  serverRemotes: Record<string, string>,
  browserRemotes: Record<string, string>,
) {
  const links = new Set<string>();
  await Promise.all(
    [...rendered].map(async ([id, role]) => {
      const [remote, module] = id.split('/') as [string, string];
      const entry = browserRemotes[remote];
      const serverEntry = serverRemotes[remote];
      if (!entry || !serverEntry) return;
      const base = entry.slice(0, entry.lastIndexOf('/') + 1);
      const preload = role === 'page';
      if (preload) links.add(`<link rel="preload" as="script" href="${escapeMarkup(entry)}" fetchpriority="low"/>`);
      const assets = (await manifestOf(serverEntry))?.exposes.find((expose) => expose.name === module)?.assets;
      for (const file of assets?.css.sync ?? [])
        links.add(`<link rel="stylesheet" href="${escapeMarkup(base + file)}" data-href="${escapeMarkup(file)}"/>`);
      for (const file of preload ? (assets?.js.sync ?? []) : [])
        links.add(`<link rel="preload" as="script" href="${escapeMarkup(base + file)}" fetchpriority="low"/>`);
    }),
  );
  return [...links].join('');
}
