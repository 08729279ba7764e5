#!/usr/bin/env node
// The operator's path, proven: builds every image through compose, starts the whole stack from a
// .env made from .env.example with generated secrets, waits until every container is healthy,
// runs the deployment journeys (e2e/compose) through the published gateway, restarts a service,
// takes the stack down and up again, and round-trips a backup — each time checking that the
// painting, its image, the booking and the subscriber are still served. Then `down -v`.
// Prints what the closing notes need: image sizes, time to healthy (cold and warm), memory.
//   node scripts/ci/compose-stack.mjs   (root; Docker engine; npm install done)
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'atelier-compose-'));
const PORT = 18080;
const MAILPIT_PORT = 18025;
const base = `http://127.0.0.1:${PORT}`;
const project = 'atelier-ci';
const envFile = join(work, '.env');
const stateFile = join(work, 'made.json');
const started = Date.now();
/** @type {string[]} */
const figures = [];
/** @typedef {{ title: string, paintingPath: string, imagePath: string, bookingEmail: string, subscriberEmail: string }} Made */
/** @typedef {Record<string, string>} Env */

/** @param {string} line */
const say = (line) => console.log(`[compose ${Math.round((Date.now() - started) / 1000)}s] ${line}`);
/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ capture?: boolean, cwd?: string, env?: Record<string, string> }} [options]
 */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? root,
    stdio: options.capture ? 'pipe' : 'inherit',
    encoding: 'utf8',
    env: { ...process.env, ...options.env },
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status})${options.capture ? `:\n${result.stderr}` : ''}`);
  return result.stdout ?? '';
}
const composePlugin = spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0;
const composeProgram = composePlugin ? 'docker' : 'docker-compose';
const composePrefix = [...(composePlugin ? ['compose'] : []), '-p', project, '--env-file', envFile];
/** @param {string[]} args */
const compose = (...args) => run(composeProgram, [...composePrefix, ...args], { capture: true });
/** @param {string[]} args */
const composeLoud = (...args) => run(composeProgram, [...composePrefix, ...args]);

/**
 * `compose down`. Docker 20.10 sometimes keeps a stale endpoint on a network it has just emptied
 * (a race in its network clean-up), and then refuses to remove the network, this run and every
 * later one. Once the project has no container left that refusal is harmless — the next `up`
 * reuses the network — so it is reported and the run goes on; anything else fails the run.
 * @param {string[]} args
 */
function composeDown(...args) {
  try {
    compose('down', ...args);
  } catch (error) {
    const ofProject = ['--filter', `label=com.docker.compose.project=${project}`];
    if (!/has active endpoints/.test(String(error)) || run('docker', ['ps', '-aq', ...ofProject], { capture: true }).trim()) throw error;
    // compose stops at the network, before the volumes: `-v` removes them here.
    const volumes = args.includes('-v')
      ? run('docker', ['volume', 'ls', '-q', ...ofProject], { capture: true })
          .split('\n')
          .filter(Boolean)
      : [];
    if (volumes.length) run('docker', ['volume', 'rm', ...volumes], { capture: true });
    say(
      `Docker keeps a stale endpoint on a network of ${project}: the network stays, its containers${volumes.length ? ' and volumes' : ''} are gone`,
    );
  }
}

/** .env.example with every change-me replaced by a fresh secret, on ports of its own. */
function writeEnv() {
  const secret = () => randomBytes(24).toString('base64url');
  /** @type {Record<string, string | number>} */
  const values = { GATEWAY_PORT: PORT, MAILPIT_UI_PORT: MAILPIT_PORT, PUBLIC_SITE_URL: base, COOKIE_SECURE: 'false' };
  const lines = readFileSync(join(root, '.env.example'), 'utf8')
    .split('\n')
    .map((line) => {
      const [name, value] = line.split(/=(.*)/s);
      if (!name || line.startsWith('#') || value === undefined) return line;
      if (name in values) return `${name}=${values[name]}`;
      return value.startsWith('change-me') ? `${name}=${secret()}` : line;
    });
  writeFileSync(envFile, lines.join('\n'));
  return Object.fromEntries(lines.filter((line) => /^[A-Z_]+=/.test(line)).map((line) => line.split(/=(.*)/s).slice(0, 2)));
}

const services = () => compose('config', '--services').trim().split('\n');
const containers = () => compose('ps', '-q').split('\n').filter(Boolean);
/** @param {string} id */
const health = (id) =>
  execFileSync('docker', ['inspect', '-f', '{{.Name}} {{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}', id], {
    encoding: 'utf8',
  }).trim();

/** Waits until every container of the stack is healthy; answers the seconds it took. */
/** @param {number} since */
async function untilHealthy(since, limitSeconds = 300) {
  const expected = services().length;
  for (;;) {
    const states = containers().map(health);
    if (states.length === expected && states.every((state) => state.endsWith(' healthy')))
      return Math.round((Date.now() - since) / 100) / 10;
    if (Date.now() - since > limitSeconds * 1000) {
      composeLoud('logs', '--tail', '40');
      throw new Error(`not healthy within ${limitSeconds} s:\n${states.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * The journeys' data, as a visitor and the artist read it: answers a list of what is missing.
 * @param {Made} made
 * @param {Env} admin
 */
async function stillThere(made, admin) {
  const missing = [];
  /** @type {(path: string, init?: RequestInit) => Promise<Response>} */
  const get = (path, init) => fetch(`${base}${path}`, init);
  const paintingId = made.paintingPath.split('/').pop();
  const painting = await get(`/api/paintings/${paintingId}`);
  if (!painting.ok || /** @type {{ title: string }} */ (await painting.json()).title !== made.title) missing.push(`painting ${paintingId}`);
  const image = await get(made.imagePath);
  if (!image.ok || !(image.headers.get('content-type') ?? '').startsWith('image/'))
    missing.push(`image ${made.imagePath} (${image.status})`);
  const page = await get(made.paintingPath);
  if (!page.ok) missing.push(`page ${made.paintingPath}`);

  const login = await get('/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) return [...missing, `admin sign-in (${login.status})`];
  const bookings = /** @type {{ email: string }[]} */ (await (await get('/api/bookings', { headers: { cookie } })).json());
  if (!bookings.some((booking) => booking.email === made.bookingEmail)) missing.push(`booking of ${made.bookingEmail}`);
  const subscribers = await (await get('/api/newsletter', { headers: { cookie } })).json();
  if (!JSON.stringify(subscribers).includes(made.subscriberEmail)) missing.push(`subscriber ${made.subscriberEmail}`);
  return missing;
}

/**
 * @param {string} when
 * @param {Made} made
 * @param {Env} env
 */
async function expectStillThere(when, made, env) {
  await untilHealthy(Date.now());
  const missing = await stillThere(made, env);
  if (missing.length) throw new Error(`${when}: missing ${missing.join(', ')}`);
  say(`${when}: the painting, its image, the booking and the subscriber are all served`);
}

try {
  const env = writeEnv();
  say('base images');
  run('bash', ['scripts/ci/base-images.sh']);
  composeDown('-v', '--remove-orphans');

  say('build (every image from docker/*.Dockerfile)');
  let since = Date.now();
  composeLoud('build');
  figures.push(`build: ${Math.round((Date.now() - since) / 1000)} s`);

  since = Date.now();
  compose('up', '-d');
  figures.push(`up → all healthy, new volumes: ${await untilHealthy(since)} s`);
  say('healthy; journeys');

  run('npx', ['playwright', 'test', '-c', 'compose.config.ts'], {
    env: {
      COMPOSE_BASE_URL: base,
      COMPOSE_MAILPIT_URL: `http://127.0.0.1:${MAILPIT_PORT}`,
      COMPOSE_ADMIN_EMAIL: env.ADMIN_EMAIL,
      COMPOSE_ADMIN_PASSWORD: env.ADMIN_PASSWORD,
      COMPOSE_ARTIST_EMAIL: env.ARTIST_EMAIL,
      COMPOSE_STATE_FILE: stateFile,
    },
    cwd: join(root, 'e2e'),
  });
  const made = JSON.parse(readFileSync(stateFile, 'utf8'));

  // One service restarts; the rest of the site answers all the while, and its routes come back.
  say('restart svc-catalog');
  /** @type {number[]} */
  const others = [];
  const watching = (async () => {
    const until = Date.now() + 20_000;
    while (Date.now() < until) {
      others.push((await fetch(`${base}/api/adventures`)).status, (await fetch(`${base}/`)).status);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  compose('restart', 'svc-catalog');
  await watching;
  if (others.some((status) => status !== 200)) throw new Error(`other routes answered ${[...new Set(others)]} during the restart`);
  await expectStillThere('after restarting svc-catalog', made, env);

  say('down and up, volumes kept');
  composeDown();
  since = Date.now();
  compose('up', '-d');
  figures.push(`up → all healthy, volumes kept (warm): ${await untilHealthy(since)} s`);
  await expectStillThere('after down and up', made, env);

  figures.push(...compose('images').trim().split('\n'));
  const stats = execFileSync('docker', ['stats', '--no-stream', '--format', '{{.Name}}\t{{.MemUsage}}', ...containers()], {
    encoding: 'utf8',
  });
  figures.push('memory per container:', ...stats.trim().split('\n'));

  say('backup, down -v, restore');
  const archive = join(work, 'backup.tar.gz');
  const backup = { COMPOSE: [composeProgram, ...composePrefix].join(' ') };
  run('bash', ['scripts/compose-backup.sh', 'backup', archive], { env: backup });
  composeDown('-v');
  run('bash', ['scripts/compose-backup.sh', 'restore', archive], { env: backup });
  await expectStillThere('after backup, down -v and restore', made, env);

  say(`passed\n${figures.join('\n')}`);
} finally {
  spawnSync(composeProgram, [...composePrefix, 'down', '-v', '--remove-orphans'], {
    cwd: root,
    stdio: 'ignore',
  });
  rmSync(work, { recursive: true, force: true });
}
