#!/usr/bin/env node
// The operator's path, proven: builds every image through compose, starts the whole stack from a
// .env made from .env.example with generated secrets, waits until every container is healthy,
// runs the deployment journeys (e2e/compose) through the published gateway, restarts a service,
// takes the stack down and up again, and round-trips a backup — each time checking that the
// painting, its image, the booking and the subscriber are still served. Then the `https` profile:
// Caddy with its internal CA in front, a forged X-Forwarded-For sent straight to the gateway's
// port not believed, and two visitors through Caddy each with a limit of their own. Then `down -v`.
// Prints what the closing notes need: image sizes, time to healthy (cold and warm), memory.
//   node scripts/ci/compose-stack.mjs   (root; Docker engine; npm install done)
// COMPOSE_STACK_PORT_OFFSET (default 0) moves its ports and project name, to run beside another.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'atelier-compose-'));
const offset = Number(process.env.COMPOSE_STACK_PORT_OFFSET ?? 0);
const PORT = 18080 + offset;
const MAILPIT_PORT = 18025 + offset;
const HTTP_PORT = 18081 + offset;
const HTTPS_PORT = 18443 + offset;
const base = `http://127.0.0.1:${PORT}`;
const project = offset ? `atelier-ci-${offset}` : 'atelier-ci';
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
/** Compose profiles in use: `https` once the Caddy part begins. */
const profiles = /** @type {string[]} */ ([]);
const composePrefix = () => [
  ...(composePlugin ? ['compose'] : []),
  '-p',
  project,
  '--env-file',
  envFile,
  ...profiles.flatMap((profile) => ['--profile', profile]),
];
/** @param {string[]} args */
const compose = (...args) => run(composeProgram, [...composePrefix(), ...args], { capture: true });
/** @param {string[]} args */
const composeLoud = (...args) => run(composeProgram, [...composePrefix(), ...args]);

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
  const values = {
    GATEWAY_PORT: PORT,
    MAILPIT_UI_PORT: MAILPIT_PORT,
    HTTP_PORT,
    HTTPS_PORT,
    CADDY_TLS: 'internal',
    PUBLIC_SITE_URL: base,
    COOKIE_SECURE: 'false',
  };
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

/** The services of a profile (`profiles: [name]` in docker-compose.yml), which Compose 1.29's `config --services` lists anyway. */
const profiled = [
  ...readFileSync(join(root, 'docker-compose.yml'), 'utf8').matchAll(/^ {2}([\w-]+):\n(?: {4}.*\n)*? {4}profiles: \[([^\]]*)\]/gm),
].map(([, service, names]) => ({ service, profiles: String(names).split(/,\s*/) }));
const services = () =>
  compose('config', '--services')
    .trim()
    .split('\n')
    .filter((service) => profiled.every((entry) => entry.service !== service || entry.profiles.some((name) => profiles.includes(name))));
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

/**
 * The https profile: PUBLIC_SITE_URL becomes https://, Caddy (its internal CA) comes up in front,
 * and the gateway believes X-Forwarded-For from Caddy's container alone.
 * @param {Env} env
 */
async function httpsProfile(env) {
  say('https profile: Caddy with its internal CA in front of the gateway');
  const site = `https://atelier.test:${HTTPS_PORT}`;
  writeFileSync(envFile, readFileSync(envFile, 'utf8').replace(/^PUBLIC_SITE_URL=.*$/m, `PUBLIC_SITE_URL=${site}`));
  profiles.push('https');
  const since = Date.now();
  compose('up', '-d');
  figures.push(`https profile up (every container given the https:// PUBLIC_SITE_URL) → all healthy: ${await untilHealthy(since)} s`);
  const caddy = compose('ps', '-q', 'caddy').trim();
  const caFile = join(work, 'caddy-root.crt');
  for (let tries = 0; ; tries++) {
    const copied = spawnSync('docker', ['cp', `${caddy}:/data/caddy/pki/authorities/local/root.crt`, caFile], { stdio: 'ignore' });
    if (copied.status === 0) break;
    if (tries === 30) throw new Error("Caddy's internal root certificate never appeared in its container");
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }

  // 1. Straight to the gateway's published port, every enquiry claiming a fresh address: all are
  // counted against the one real peer (the host, through Docker's bridge), so the limit is met.
  const limit = Number(env.INQUIRY_LIMIT_PER_10_MIN || 5);
  const forged = Array.from({ length: limit + 1 }, (_, n) => `203.0.113.${n + 1}`);
  /** @type {number[]} */
  const direct = [];
  for (const [n, address] of forged.entries()) {
    const body = JSON.stringify({
      firstName: 'Forger',
      lastName: 'Direct',
      email: `forger-${n}@example.nz`,
      inquiryType: 'general',
      message: `Enquiry ${n} sent straight to the gateway's port.`,
    });
    // A connection of its own: fetch's pool may hold one to the gateway container just replaced.
    const status = await new Promise((resolve, reject) =>
      httpRequest(
        `${base}/api/inquiries`,
        { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'x-forwarded-for': address } },
        (answer) => answer.resume().on('end', () => resolve(answer.statusCode)),
      )
        .on('error', reject)
        .end(body),
    );
    direct.push(status);
    if (status === 429) break;
  }
  if (!direct.includes(429) || direct.some((status) => status !== 201 && status !== 429))
    throw new Error(`forged X-Forwarded-For believed at the gateway's port: ${limit + 1} enquiries answered ${direct.join(' ')}`);
  const logs = compose('logs', '--no-color', 'gateway', 'svc-mailing');
  const believed = forged.filter((address) => logs.includes(address));
  if (believed.length) throw new Error(`the logs name forged addresses: ${believed.join(', ')}`);
  say(`straight to the gateway with forged X-Forwarded-For: ${direct.join(' ')}; no forged address in the logs`);

  // 2. Two visitors through Caddy, each in a container of its own on the edge network, at addresses
  // of their own (Docker would give the second the first's freed one): the first (forging
  // X-Forwarded-For too) meets its limit, the second still gets in.
  const network = run(
    'docker',
    ['network', 'ls', '-q', '--filter', `label=com.docker.compose.project=${project}`, '--filter', 'label=com.docker.compose.network=edge'],
    { capture: true },
  ).trim();
  /** @param {string} name @param {string} address @param {number} count */
  const visitor = (name, address, count) =>
    /** @type {{ name: string, address: string, statuses: number[] }} */ (
      JSON.parse(
        run(
          'docker',
          [
            'run',
            '--rm',
            '--network',
            network,
            '--ip',
            address,
            '-v',
            `${join(root, 'scripts/ci/caddy-visitor.mjs')}:/ci/caddy-visitor.mjs:ro`,
            '-v',
            `${caFile}:/ci/caddy-root.crt:ro`,
            '-e',
            `SITE_URL=${site}`,
            '-e',
            'CA_FILE=/ci/caddy-root.crt',
            'node:22-bookworm-slim',
            'node',
            '/ci/caddy-visitor.mjs',
            String(count),
            name,
          ],
          { capture: true },
        ),
      )
    );
  const first = visitor('A', '10.201.240.21', limit + 1);
  const second = visitor('B', '10.201.240.22', 1);
  const expected = [...Array(limit).fill(201), 429].join(' ');
  if (first.statuses.join(' ') !== expected)
    throw new Error(`visitor A through Caddy answered ${first.statuses.join(' ')}, not ${expected}`);
  if (second.statuses.join(' ') !== '201') throw new Error(`visitor B through Caddy answered ${second.statuses.join(' ')} after A's limit`);
  const gatewayLog = compose('logs', '--no-color', 'gateway');
  for (const { name, address } of [first, second])
    if (!gatewayLog.includes(`| ${address} "POST /api/inquiries`))
      throw new Error(`the gateway did not log visitor ${name}'s enquiries under its address ${address}`);
  const visitorsForged = first.statuses.map((_, n) => `198.51.100.${n + 1}`).filter((address) => gatewayLog.includes(address));
  if (visitorsForged.length) throw new Error(`the gateway believed a visitor's forged address: ${visitorsForged.join(', ')}`);
  say(
    `through Caddy: visitor A (${first.address}) ${first.statuses.join(' ')}, visitor B (${second.address}) ${second.statuses.join(' ')}`,
  );
  figures.push(...compose('images', 'caddy').trim().split('\n').slice(-1));
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
  const backup = { COMPOSE: [composeProgram, ...composePrefix()].join(' ') };
  run('bash', ['scripts/compose-backup.sh', 'backup', archive], { env: backup });
  composeDown('-v');
  run('bash', ['scripts/compose-backup.sh', 'restore', archive], { env: backup });
  await expectStillThere('after backup, down -v and restore', made, env);

  await httpsProfile(env);

  say(`passed\n${figures.join('\n')}`);
} finally {
  spawnSync(composeProgram, [...composePrefix(), 'down', '-v', '--remove-orphans'], {
    cwd: root,
    stdio: 'ignore',
  });
  rmSync(work, { recursive: true, force: true });
}
