#!/usr/bin/env node
// The operator's path, proven: builds every image through compose, starts the whole stack from a
// .env made from .env.example with generated secrets, waits until every container is healthy, checks
// the Redis users (none reaches what is not its own),
// runs the deployment journeys (e2e/compose) through the published gateway, restarts a service,
// takes the stack down and up again, and round-trips a backup — each time checking that the
// painting, its image, the booking and the subscriber are still served.
// Every service, app and the render process runs as REPLICAS (2) containers: requests are spread
// over them, one of each is killed while visitors browse and send enquiries (no request fails, no
// e-mail goes twice), and one service is upgraded by scripts/upgrade.sh under a request every 100 ms.
// Then the `https` profile: Caddy with its internal CA in front, a forged X-Forwarded-For sent
// straight to the gateway's port not believed, and two visitors through Caddy each with a limit of
// their own. Then `down -v`.
// Prints what the closing notes need: image sizes, time to healthy (cold and warm), memory.
//   node scripts/ci/compose-stack.mjs   (root; Docker engine; npm install done)
// COMPOSE_PROJECT (default atelier-ci) and COMPOSE_PORT (default 18080, the gateway's; Mailpit, Caddy's
// HTTP and HTTPS ports follow it) to run beside another.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { composeConfig } from './compose-smoke.mjs';

const root = new URL('../..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'atelier-compose-'));
const PORT = Number(process.env.COMPOSE_PORT || 18080);
const offset = PORT - 18080;
const MAILPIT_PORT = 18025 + offset;
const HTTP_PORT = 18081 + offset;
const HTTPS_PORT = 18443 + offset;
const base = `http://127.0.0.1:${PORT}`;
const project = process.env.COMPOSE_PROJECT || 'atelier-ci';
const envFile = join(work, '.env');
const stateFile = join(work, 'made.json');
const REPLICAS = 2;
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
    REPLICAS,
    // The replica checks send more enquiries from this one address than a visitor may.
    INQUIRY_LIMIT_PER_10_MIN: 200,
    INQUIRY_LIMIT_PER_DAY: 1000,
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

/** Each service of the stack (none of a profile not asked for: `profiles`) and how many containers it runs. */
const scales = () =>
  Object.entries(composeConfig({ composeFile: join(root, 'docker-compose.yml'), envFile }).services)
    .filter(([, service]) => !service.profiles || service.profiles.some((/** @type {string} */ name) => profiles.includes(name)))
    .map(([name, service]) => ({ name, scale: Number(service.scale ?? 1) }));
const containers = (/** @type {string[]} */ ...service) =>
  compose('ps', '-q', ...service)
    .split('\n')
    .filter(Boolean);
/** @param {string} id */
const health = (id) =>
  execFileSync('docker', ['inspect', '-f', '{{.Name}} {{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}', id], {
    encoding: 'utf8',
  }).trim();

/** Waits until every container of the stack is healthy; answers the seconds it took. */
/** @param {number} since */
async function untilHealthy(since, limitSeconds = 300) {
  const expected = scales().reduce((sum, { scale }) => sum + scale, 0);
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
 * The Redis users (docker/redis/users.sh) in the running container, through its redis-cli: without
 * a password only PING, a password signs in its own user only, and a service reaches its own keys only.
 * @param {Env} env
 */
function redisUsersHold(env) {
  const [redis = ''] = containers('redis');
  /** @param {{ user: string, password?: string } | undefined} as @param {string[]} command */
  const cli = (as, ...command) => {
    const auth = as ? ['-e', `REDISCLI_AUTH=${as.password}`] : [];
    const answer = spawnSync('docker', ['exec', ...auth, redis, 'redis-cli', ...(as ? ['--user', as.user] : []), ...command], {
      encoding: 'utf8',
    });
    return `${answer.stdout}${answer.stderr}`.trim();
  };
  const catalog = { user: 'catalog', password: env.CATALOG_REDIS_PASSWORD };
  const checks = [
    { what: 'PING without a password', answer: cli(undefined, 'ping'), expected: /^PONG$/ },
    { what: 'a read without a password', answer: cli(undefined, 'exists', 'atelier:catalog.work:meta'), expected: /NOPERM/ },
    { what: "mailing with catalog's password", answer: cli({ ...catalog, user: 'mailing' }, 'ping'), expected: /WRONGPASS/ },
    { what: "catalog reading mailing's queue", answer: cli(catalog, 'exists', 'atelier:mailing.work:meta'), expected: /NOPERM/ },
    { what: 'catalog reading its own', answer: cli(catalog, 'exists', 'atelier:catalog.work:meta'), expected: /^[01]$/ },
  ];
  const wrong = checks.filter(({ answer, expected }) => !expected.test(answer));
  if (wrong.length) throw new Error(`Redis users: ${wrong.map(({ what, answer }) => `${what} answered ${answer}`).join('; ')}`);
  say(`Redis users: ${checks.map(({ what, answer }) => `${what} → ${answer.split('\n').pop()}`).join('; ')}`);
}

const execFileAsync = promisify(execFile);
/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** @param {number[]} values @param {number} share */
const percentile = (values, share) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

/** @typedef {{ path: string, status: number | string, ms: number }} Answer a status, or the network error in its place */

/**
 * A cookie other than the currency's passes the kept pages and API answers by (render/README.md,
 * Page cache): the replica checks send it, so every request reaches a replica.
 */
const UNCACHED = { headers: { cookie: 'replica-check=1' } };

/** A visitor's request through the gateway, body read to the end. @param {string} path @param {RequestInit} [init] @returns {Promise<Answer>} */
async function visit(path, init) {
  const begun = Date.now();
  const status = await fetch(`${base}${path}`, init).then(
    async (response) => (await response.arrayBuffer(), response.status),
    (/** @type {Error & { cause?: { code?: string } }} */ error) => error.cause?.code ?? error.message,
  );
  return { path, status, ms: Date.now() - begun };
}

/** What went wrong for visitors: network errors and the gateway's or a service's 5xx. @param {Answer[]} answers */
const failed = (answers) => answers.filter(({ status }) => typeof status !== 'number' || status >= 500);
/** @param {Answer[]} answers */
const summary = (answers) =>
  `${answers.length} requests, ${failed(answers).length} failed, p50 ${percentile(
    answers.map(({ ms }) => ms),
    0.5,
  )} ms, p99 ${percentile(
    answers.map(({ ms }) => ms),
    0.99,
  )} ms, slowest ${Math.max(...answers.map(({ ms }) => ms))} ms`;

/**
 * Which replicas the gateway sent requests to since `since`: each container address in the
 * upstream of its access log's lines for `path`, with its count.
 * @param {string} path
 * @param {string} since
 */
function upstreamsOf(path, since) {
  const gateway = containers('gateway')[0] ?? '';
  const log = execFileSync('docker', ['logs', '--since', since, gateway], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  /** @type {Record<string, number>} */
  const counts = {};
  for (const [, upstream] of log.matchAll(new RegExp(`"GET ${path} HTTP/1\\.1" .* upstream=(\\S+)`, 'g')))
    counts[/** @type {string} */ (upstream)] = (counts[/** @type {string} */ (upstream)] ?? 0) + 1;
  return counts;
}

/**
 * The replicas: requests spread over them; one of each killed (SIGKILL) while visitors browse
 * the site and send enquiries, with no request failing and no e-mail sent twice.
 * @param {Made} made
 */
async function replicasSurviveAKill(made) {
  const scaled = scales().filter(({ scale }) => scale > 1);
  for (const { name } of scaled)
    if (containers(name).length !== REPLICAS) throw new Error(`${name} runs ${containers(name).length} containers, not ${REPLICAS}`);

  const since = new Date().toISOString();
  for (let i = 0; i < 20; i++) await Promise.all([visit('/api/paintings', UNCACHED), visit('/collection', UNCACHED)]);
  for (const { path, service } of [
    { path: '/api/paintings', service: 'svc-catalog' },
    { path: '/collection', service: 'render' },
  ]) {
    const spread = upstreamsOf(path, since);
    figures.push(`replicas: 20 × GET ${path} went to ${JSON.stringify(spread)}`);
    if (Object.keys(spread).length < REPLICAS) throw new Error(`GET ${path} reached ${Object.keys(spread).length} ${service} replica(s)`);
  }

  // What visitors load: pages (render), each app's files, and every service's public reads.
  const home = await (await fetch(`${base}/`)).text();
  const runtimeConfig = JSON.stringify(await (await fetch(`${base}/runtime-config.json`)).json());
  const files = [...home.matchAll(/src="(\/[^"]+\.js)"/g), ...runtimeConfig.matchAll(/"(\/mfe\/[^"]+\.js)"/g)].map(([, path]) => path);
  const paths = [
    ...new Set([
      '/',
      '/collection',
      made.paintingPath,
      '/adventures',
      '/api/paintings',
      '/api/site',
      '/api/adventures',
      '/api/exchange-rates',
      '/api/admin/status',
      ...files,
    ]),
  ];

  let stopped = false;
  /** @type {Answer[]} */
  const answers = [];
  const browsing = Array.from({ length: 3 }, async (_, worker) => {
    for (let i = worker; !stopped; i++) answers.push(await visit(/** @type {string} */ (paths[i % paths.length]), UNCACHED));
  });

  // Enquiries one after another. A crash cuts off the request its replica is answering: no
  // gateway can tell whether a POST it passed on was done, so it never sends one twice, and the
  // kills below wait for the enquiry in flight. What this shows is that no later one fails.
  /** @type {Answer[]} */
  const enquiries = [];
  let enquiring = Promise.resolve();
  let paused = Promise.resolve();
  const enquiringLoop = (async () => {
    for (let n = 1; !stopped; n++) {
      await paused;
      const sent = visit('/api/inquiries', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({
          firstName: 'Kill',
          lastName: `Replica${n}`,
          email: `replica.${n}@example.nz`,
          inquiryType: 'general',
          message: 'Asked while a replica of every part of the site was killed.',
        }),
      }).then((answer) => void enquiries.push(answer));
      enquiring = sent;
      await sent;
      await sleep(200);
    }
  })();

  await sleep(3000);
  const killed = [];
  for (const { name } of scaled) {
    const [victim] = containers(name);
    let resume = () => {};
    if (name === 'svc-mailing') {
      paused = new Promise((resolve) => (resume = () => resolve(undefined)));
      await sleep(0);
      await enquiring;
    }
    await execFileAsync('docker', ['kill', /** @type {string} */ (victim)]);
    resume();
    killed.push(name);
    await sleep(1500);
  }
  // Long enough for the gateway to have forgotten every killed replica's address.
  await sleep(8000);
  stopped = true;
  await Promise.all([...browsing, enquiringLoop]);

  figures.push(`replicas: one of each of ${killed.length} killed (SIGKILL) while visitors browsed: ${summary(answers)}`);
  figures.push(`replicas: enquiries meanwhile: ${summary(enquiries)}`);
  const failures = [...failed(answers), ...failed(enquiries), ...enquiries.filter(({ status }) => status !== 201 && status !== 200)];
  if (failures.length) throw new Error(`visitors' requests failed while replicas were killed: ${JSON.stringify(failures.slice(0, 20))}`);

  // Each enquiry's e-mail reaches the artist once: the killed replicas' jobs are taken up by the others.
  const subjects = enquiries.map((_, i) => `New enquiry: General Inquiry from Kill Replica${i + 1}`);
  /** @type {Record<string, number>} */
  let received = {};
  const deadline = Date.now() + 90_000;
  do {
    await sleep(2000);
    const inbox = /** @type {{ messages: { Subject: string }[] }} */ (
      await (await fetch(`http://127.0.0.1:${MAILPIT_PORT}/api/v1/messages?limit=1000`)).json()
    );
    received = {};
    for (const { Subject } of inbox.messages) if (Subject.includes('from Kill Replica')) received[Subject] = (received[Subject] ?? 0) + 1;
  } while (subjects.some((subject) => !received[subject]) && Date.now() < deadline);
  const wrong = subjects.filter((subject) => received[subject] !== 1).map((subject) => `${subject}: ${received[subject] ?? 0}`);
  if (wrong.length || Object.keys(received).length !== subjects.length)
    throw new Error(`the enquiries' e-mails, each expected once: ${wrong.join('; ') || JSON.stringify(received)}`);
  figures.push(`replicas: ${subjects.length} enquiry e-mails, each delivered once`);

  compose('up', '-d');
}

/**
 * svc-catalog replaced by the README's upgrade (scripts/upgrade.sh) while a visitor asks for the
 * collection every 100 ms: every request is answered.
 */
async function upgradeNobodyNotices() {
  let upgrading = true;
  /** @type {Promise<Answer>[]} */
  const asked = [];
  const ticking = (async () => {
    while (upgrading) {
      asked.push(visit('/api/paintings', UNCACHED));
      await sleep(100);
    }
  })();
  const begun = Date.now();
  const before = containers('svc-catalog');
  await execFileAsync('bash', ['scripts/upgrade.sh', '--force', 'svc-catalog'], {
    cwd: root,
    env: { ...process.env, COMPOSE: [composeProgram, ...composePrefix()].join(' ') },
  });
  const took = Math.round((Date.now() - begun) / 1000);
  await sleep(1000);
  upgrading = false;
  await ticking;
  const answers = await Promise.all(asked);
  figures.push(`upgrade of svc-catalog (${REPLICAS} replicas, ${took} s), GET /api/paintings every 100 ms: ${summary(answers)}`);
  const after = containers('svc-catalog');
  if (after.length !== REPLICAS || after.some((id) => before.includes(id)))
    throw new Error(`svc-catalog's containers were not all replaced: before ${before.join(' ')}, after ${after.join(' ')}`);
  const notOk = answers.filter(({ status }) => status !== 200);
  if (notOk.length) throw new Error(`during the upgrade of svc-catalog: ${JSON.stringify(notOk.slice(0, 20))}`);
}

/**
 * The https profile: PUBLIC_SITE_URL becomes https://, Caddy (its internal CA) comes up in front,
 * and the gateway believes X-Forwarded-For from Caddy's container alone.
 */
async function httpsProfile() {
  say('https profile: Caddy with its internal CA in front of the gateway');
  const site = `https://atelier.test:${HTTPS_PORT}`;
  // A visitor's limit again (the replica checks raised it): the checks below meet it.
  const limit = 5;
  writeFileSync(
    envFile,
    readFileSync(envFile, 'utf8')
      .replace(/^PUBLIC_SITE_URL=.*$/m, `PUBLIC_SITE_URL=${site}`)
      .replace(/^INQUIRY_LIMIT_PER_10_MIN=.*$/m, `INQUIRY_LIMIT_PER_10_MIN=${limit}`),
  );
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
  // counted against the one real peer (the host, through Docker's bridge), so the limit is met
  // (at once when the replica checks' enquiries from the host already spent it).
  /**
   * Enquiries to `target`, each on a connection of its own (fetch's pool may hold one to a
   * container just replaced) and claiming the next of `forged`, until one is refused.
   * @param {string} target @param {string[]} forged @param {string} where
   */
  const forgedEnquiries = async (target, forged, where) => {
    /** @type {number[]} */
    const statuses = [];
    for (const [n, address] of forged.entries()) {
      const body = JSON.stringify({
        firstName: 'Forger',
        lastName: 'Direct',
        email: `forger-${n}@example.nz`,
        inquiryType: 'general',
        message: `Enquiry ${n} sent straight to ${where}.`,
      });
      const status = await new Promise((resolve, reject) =>
        httpRequest(
          `${target}/api/inquiries`,
          { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'x-forwarded-for': address } },
          (answer) => answer.resume().on('end', () => resolve(answer.statusCode)),
        )
          .on('error', reject)
          .end(body),
      );
      statuses.push(status);
      if (status === 429) break;
    }
    if (!statuses.includes(429) || statuses.some((status) => status !== 201 && status !== 429))
      throw new Error(`forged X-Forwarded-For believed at ${where}: ${forged.length} enquiries answered ${statuses.join(' ')}`);
    const logs = compose('logs', '--no-color', 'gateway', 'svc-mailing');
    const believed = forged.filter((address) => logs.includes(address));
    if (believed.length) throw new Error(`the logs name forged addresses: ${believed.join(', ')}`);
    say(`straight to ${where} with forged X-Forwarded-For: ${statuses.join(' ')}; no forged address in the logs`);
  };
  await forgedEnquiries(
    base,
    Array.from({ length: limit + 1 }, (_, n) => `203.0.113.${n + 1}`),
    "the gateway's port",
  );
  // 1b. Straight to a svc-mailing container from the host, through the internal services network's
  // bridge: the service believes X-Forwarded-For from that network's containers only.
  const [mailing = ''] = containers('svc-mailing');
  const mailingAddress = run(
    'docker',
    ['inspect', '-f', `{{(index .NetworkSettings.Networks "${project}_services").IPAddress}}`, mailing],
    { capture: true },
  ).trim();
  await forgedEnquiries(
    `http://${mailingAddress}:3005`,
    Array.from({ length: limit + 1 }, (_, n) => `198.18.0.${n + 1}`),
    `svc-mailing's container (${mailingAddress})`,
  );

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
  redisUsersHold(env);
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

  say(`replicas: spread, and one of each killed while visitors browse and enquire`);
  await replicasSurviveAKill(made);
  await expectStillThere('after killing a replica of each', made, env);

  say('upgrade of svc-catalog (scripts/upgrade.sh) under a request every 100 ms');
  await upgradeNobodyNotices();
  await expectStillThere('after the upgrade', made, env);

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

  await httpsProfile();

  say(`passed\n${figures.join('\n')}`);
} finally {
  spawnSync(composeProgram, [...composePrefix(), 'down', '-v', '--remove-orphans'], {
    cwd: root,
    stdio: 'ignore',
  });
  rmSync(work, { recursive: true, force: true });
}
