// What the whole stack is made of, for `npm start`, `npm run dev` and the browser journeys.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const routes = JSON.parse(readFileSync(join(repoRoot, 'gateway', 'routes.json'), 'utf8'));

/** The deployable apps of the repository at `root`: every workspace but the shared libraries, the journeys and the scripts. */
export function appsIn(root) {
  return JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces.filter(
    (dir) => !dir.startsWith('libs/') && dir !== 'e2e' && dir !== 'scripts',
  );
}

export const apps = appsIn(repoRoot);

/** Moves every service port, so a second stack (the browser journeys) can run beside `npm start`. */
const portOffset = Number(process.env.SERVICE_PORT_OFFSET ?? 0);

/** Everything the gateway proxies to: name, port (from the gateway's route table) and url env var. */
const upstreams = Object.entries(routes.services).map(([name, { port, urlEnv, workspace }]) => ({
  name,
  dir: workspace ?? `svc-${name}`,
  port: port + portOffset,
  urlEnv,
  url: `http://127.0.0.1:${port + portOffset}`,
}));

/** The five NestJS services, each in its svc-<name> folder. */
export const services = upstreams.filter((s) => s.dir === `svc-${s.name}`);

/** The render process (render/): the public pages rendered on the server. */
export const renderer = upstreams.find((s) => s.name === 'render');

/** Workspaces to build, in dependency order. */
export const buildOrder = [
  'libs/contracts',
  'libs/service-kit',
  ...services.map((s) => s.dir),
  'shell',
  'mfe-shop',
  'mfe-adventures',
  'mfe-admin',
];

/** Front-end apps bundle the libraries into their output; services load them at run time. */
const BUNDLED_LIBS = ['libs/ui', 'libs/contracts'];
const isWebApp = (dir) => dir === 'shell' || dir.startsWith('mfe-');

/** Newest modification time of the files below `dir` (0 when it does not exist). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/**
 * Builds each workspace whose output is missing or older than its sources, in order.
 * Answers the folders it built.
 */
export function buildStale(dirs = buildOrder) {
  const stale = dirs.filter((dir) => {
    const output = newest(join(repoRoot, dir, 'dist'));
    const inputs = [dir, ...(isWebApp(dir) ? BUNDLED_LIBS : [])].map((input) => newest(join(repoRoot, input, 'src')));
    return output === 0 || Math.max(...inputs) > output;
  });
  for (const dir of stale) {
    const result = spawnSync('npm', ['run', 'build', '-w', dir], { cwd: repoRoot, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`building ${dir} failed:\n${result.stdout}${result.stderr}`);
  }
  return stale;
}

/** The URL of every service, as each service and the gateway read it. */
export function serviceUrls() {
  return Object.fromEntries(upstreams.map((s) => [s.urlEnv, s.url]));
}

/** A service's own database on the given server: same server, its own name. */
export function databaseUrlFor(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Env every service gets, plus what each one needs of its own. */
export function serviceEnv(service, { databaseServerUrl, dataDir, secrets, base = process.env }) {
  const env = {
    ...base,
    ...serviceUrls(),
    // Not production: that is a deployment's, whose secret checks the embedded run (generated
    // secrets, a loopback-only database with a fixed password) is not meant to pass.
    NODE_ENV: base.NODE_ENV ?? 'development',
    PORT: String(service.port),
    // Reached only through the gateway on this machine: nobody on the network can talk to a service directly.
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrlFor(databaseServerUrl, service.name),
    INTERNAL_TOKEN: secrets.internalToken,
  };
  if (service.name === 'catalog') {
    env.MEDIA_DIR = join(dataDir, 'media');
    // glibc's per-thread arenas let sharp's native memory balloon (measured 405 MB → 196 MB).
    env.MALLOC_ARENA_MAX ??= '2';
  }
  if (service.name === 'identity') {
    // The embedded run is plain http: a Secure cookie would never come back.
    Object.assign(env, {
      ADMIN_EMAIL: secrets.adminEmail,
      ADMIN_PASSWORD: secrets.adminPassword,
      COOKIE_SECURE: base.COOKIE_SECURE ?? 'false',
    });
  }
  env.PUBLIC_SITE_URL ??= `http://localhost:${base.PORT ?? 8080}`;
  if (service.name === 'mailing') {
    env.OUTBOX_DIR ??= join(dataDir, 'outbox');
    // Enquiries, booking copies and sale notices go to the artist: the admin's address unless told otherwise.
    env.ARTIST_EMAIL ??= secrets.adminEmail;
  }
  return env;
}

/** Fails when a port is taken, instead of silently talking to whatever holds it. */
export function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', () => reject(new Error(`port ${port} is in use (another Atelier stack?); stop it or set SERVICE_PORT_OFFSET`)))
      .listen(port, '0.0.0.0', () => probe.close(resolve));
  });
}

/** Polls a URL until it answers 200 or the time is up. */
export async function waitForOk(url, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not become ready within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
