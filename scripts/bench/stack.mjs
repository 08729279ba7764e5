// The stack the benchmarks measure: `scripts/start.mjs --nginx` (real nginx, as in production),
// or the Node gateway of `npm start`, on its own ports and a fresh data folder with the demo
// content, like the browser journeys'.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import { dirname, join } from 'node:path';
import { embeddedServerUrl } from '../lib/embedded-postgres.mjs';
import { databaseUrlFor, repoRoot } from '../lib/stack.mjs';

/** Beside `npm start` (gateway 8080, services 3001-3005) and the journeys (8181, 4001-4005). */
const GATEWAY_PORT = 8282;
const SERVICE_PORT_OFFSET = 2000;
const POSTGRES_PORT = GATEWAY_PORT + 1000;

/**
 * The options bench:pages and bench:api share: `--duration` seconds a run (10), `--gateway`
 * nginx|node|both (both), `--no-cache` (measure without the kept pages and answers); with the
 * stack's environment for the cache (Redis at REDIS_URL, else redis://127.0.0.1:6379), or without.
 */
export function loadBenchOptions() {
  const { values: args } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      gateway: { type: 'string', default: 'both' },
      'no-cache': { type: 'boolean', default: false },
    },
  });
  const duration = Number(args.duration);
  if (!Number.isInteger(duration) || duration < 1) throw new Error(`--duration must be a whole number of seconds, got "${args.duration}"`);
  const gateways = args.gateway === 'both' ? ['nginx', 'node'] : [String(args.gateway)];
  if (!gateways.every((gateway) => ['nginx', 'node'].includes(gateway))) throw new Error('--gateway must be nginx, node or both');
  const cached = !args['no-cache'];
  // Without the cache: no folder for kept pages and answers (an empty PAGE_CACHE_DIR turns it off whatever REDIS_URL says).
  const env = cached ? { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' } : { PAGE_CACHE_DIR: '' };
  return { duration, gateways, cached, env };
}

export const BENCH_ADMIN = { email: 'artist@example.com', password: 'bench-admin-password' };

/** Prints a line of a benchmark's report. */
export const say = (line = '') => process.stdout.write(`${line}\n`);

/**
 * Starts the stack and waits until the catalog has rendered the demo images' sizes (pages
 * and payloads then look as they do in production). `env` is added to the stack's environment;
 * `gateway` is 'nginx' (the default) or 'node'.
 * Answers the gateway URL, helpers to write files nginx serves under /media/, and `stop()`,
 * which also removes the data folder.
 */
export async function startBenchStack({ env: extraEnv = {}, gateway = 'nginx' } = {}) {
  const dataDir = join(tmpdir(), `atelier-bench-${GATEWAY_PORT}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir);
  // PostgreSQL runs as its own user (these machines run as root) and must reach its data folder.
  chmodSync(dataDir, 0o755);
  const env = {
    ...process.env,
    PORT: String(GATEWAY_PORT),
    ATELIER_DATA_DIR: dataDir,
    EMBEDDED_POSTGRES_PORT: String(POSTGRES_PORT),
    SERVICE_PORT_OFFSET: String(SERVICE_PORT_OFFSET),
    // Fresh queues each run: Redis outlives the run, and finished job ids are kept for a day.
    QUEUE_PREFIX: `bench-${Date.now()}`,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ...extraEnv,
  };
  delete env.DATABASE_URL;

  const started = Date.now();
  say(`Starting the stack behind the ${gateway} gateway on http://127.0.0.1:${GATEWAY_PORT} (data in ${dataDir})…`);
  const args = gateway === 'nginx' ? ['--nginx'] : [];
  const child = spawn(process.execPath, ['scripts/start.mjs', ...args], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk.toString()));
  child.stderr.on('data', (chunk) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let stopping = false;

  const baseUrl = `http://127.0.0.1:${GATEWAY_PORT}`;
  const mediaDir = join(dataDir, 'media');
  const stack = {
    baseUrl,
    /** The catalog's own database, for set-up the public API cannot do quickly. */
    catalogDatabaseUrl: databaseUrlFor(embeddedServerUrl(POSTGRES_PORT), 'catalog'),
    /** Writes a file nginx serves as-is at `/media/<path>`; answers that URL path. */
    writeMedia(path, content) {
      const file = join(mediaDir, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, content);
      return `/media/${path}`;
    },
    async stop() {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      // PostgreSQL and nginx workers may still be finishing their last writes for a moment.
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
    },
  };
  try {
    await until('the stack to be ready', 240, () => {
      if (child.exitCode !== null) throw new Error(`The stack exited before it was ready:\n${output}`);
      return output.includes('Atelier is running');
    });
    await until('the catalog to render the demo images', 240, async () => {
      const paintings = await (await fetch(`${baseUrl}/api/paintings`)).json();
      return paintings.every((painting) => painting.images.every((image) => image.variants.length > 0));
    });
  } catch (error) {
    await stack.stop();
    throw error;
  }
  say(`Stack ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  // From now on the stack's console is quiet unless something goes wrong (a process exits, an error).
  const echo = (chunk) => {
    for (const line of chunk.toString().split('\n')) if (line.trim() && !stopping) say(`  stack: ${line}`);
  };
  child.stdout.on('data', echo);
  child.stderr.on('data', echo);
  return stack;
}

async function until(what, seconds, done) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${seconds} s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Runs `body(stack)` on a fresh stack and always stops it; Ctrl-C stops it too. */
export async function withBenchStack(options, body) {
  const stack = await startBenchStack(options);
  const interrupt = () => void stack.stop().then(() => process.exit(130));
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    return await body(stack);
  } finally {
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
    say('Stopping the stack…');
    await stack.stop();
  }
}

/** Writes a file under bench-results/ (ignored by git): text as it is, anything else as JSON; answers its path. */
export function writeResults(fileName, content) {
  const file = join(repoRoot, 'bench-results', fileName);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
  return file;
}
