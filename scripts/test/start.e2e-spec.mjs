// `npm start` heals: the real scripts/start.mjs, on ports and a data folder of its own, each of a
// service, the gateway, the render process and PostgreSQL killed outright in turn, each back within 10 s and the
// console saying so; then Ctrl-C (SIGINT to the whole process group, as a terminal sends it)
// stops everything without a restart.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './service-process.mjs';
import { repoRoot } from '../lib/stack.mjs';

const BACK_WITHIN_MS = 10000;
/** The services' and render's ports before the offset (gateway/routes.json). */
const UPSTREAM_PORTS = [3001, 3002, 3003, 3004, 3005, 3010];

const dataDir = mkdtempSync(join(tmpdir(), 'atelier-start-'));
// Open to PostgreSQL's own user, which the embedded server runs as when tests run as root.
chmodSync(dataDir, 0o755);
let port;
let offset;
/** @type {import('node:child_process').ChildProcess} */
let stack;
let output = '';

/** An offset whose six upstream ports are all free now. */
async function freeOffset() {
  for (;;) {
    const candidate = 20000 + 100 * Math.floor(Math.random() * 300);
    const free = await Promise.all(UPSTREAM_PORTS.map((p) => isFree(p + candidate)));
    if (free.every(Boolean)) return candidate;
  }
}

function isFree(candidate) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(candidate, '0.0.0.0', () => probe.close(() => resolve(true)));
  });
}

/** Resolves once the console printed a line matching `pattern` after `from` characters of output. */
async function printed(pattern, from, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(output.slice(from))) {
    if (Date.now() > deadline || stack.exitCode !== null)
      throw new Error(`npm start never printed ${pattern}; it printed:\n${output.slice(from)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return output.slice(from).match(pattern);
}

/** The pid of the stack's child process working in `cwd` whose command line contains `needle`. */
function childPid(cwd, needle) {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const ppid = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (ppid === stack.pid && readlinkSync(`/proc/${pid}/cwd`) === cwd && cmdline.includes(needle)) return Number(pid);
    } catch {
      // ended meanwhile
    }
  }
  throw new Error(`no child of npm start runs ${needle} in ${cwd}`);
}

/** Kills `pid` outright and answers how much console output there was before. */
function killOutright(pid) {
  const from = output.length;
  process.kill(pid, 'SIGKILL');
  return from;
}

const get = (url) => fetch(url, { signal: AbortSignal.timeout(5000) });

beforeAll(async () => {
  port = await freePort();
  offset = await freeOffset();
  const env = {
    ...process.env,
    PORT: String(port),
    SERVICE_PORT_OFFSET: String(offset),
    EMBEDDED_POSTGRES_PORT: String(await freePort()),
    ATELIER_DATA_DIR: dataDir,
  };
  // As on a fresh machine: its own embedded PostgreSQL, jobs in-process, not jest's test mode.
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV', 'SMTP_URL']) delete env[name];
  // Its own process group, so Ctrl-C can reach every process at once, as a terminal's does.
  stack = spawn(process.execPath, ['scripts/start.mjs'], { cwd: repoRoot, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  stack.stdout.on('data', (chunk) => (output += chunk));
  stack.stderr.on('data', (chunk) => (output += chunk));
  await printed(/Atelier is running on/, 0, 120000);
}, 130000);

afterAll(async () => {
  if (stack.exitCode === null && stack.signalCode === null) {
    process.kill(-stack.pid, 'SIGKILL');
    await once(stack, 'exit');
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start, a part killed outright', () => {
  test('a service is back within 10 s, and the console said it died and when it answered again', async () => {
    const commerce = `http://127.0.0.1:${3003 + offset}/health/ready`;
    const from = killOutright(childPid(join(repoRoot, 'svc-commerce'), 'dist/main.js'));
    const killedAt = Date.now();

    await printed(/svc-commerce restarted; ready again \d+\.\d s after it ended/, from, BACK_WITHIN_MS);

    expect(Date.now() - killedAt).toBeLessThan(BACK_WITHIN_MS);
    expect(output.slice(from)).toMatch(
      /svc-commerce exited \(SIGKILL\) at \d\d:\d\d:\d\d; restarting it in 0\.5 s \(log: .*logs\/commerce\.log\)/,
    );
    expect((await get(commerce)).status).toBe(200);
  });

  test('the gateway is back within 10 s, and the site answers through it', async () => {
    const from = killOutright(childPid(repoRoot, 'gateway/src/node-gateway.mjs'));
    const killedAt = Date.now();

    await printed(/gateway restarted; ready again \d+\.\d s after it ended/, from, BACK_WITHIN_MS);

    expect(Date.now() - killedAt).toBeLessThan(BACK_WITHIN_MS);
    expect(output.slice(from)).toMatch(/gateway exited \(SIGKILL\) at \d\d:\d\d:\d\d; restarting it in 0\.5 s/);
    const paintings = await get(`http://127.0.0.1:${port}/api/paintings`);
    expect(paintings.status).toBe(200);
    expect((await paintings.json()).length).toBeGreaterThan(0);
  });

  test('the render process is back within 10 s, and pages are rendered on the server again', async () => {
    const from = killOutright(childPid(repoRoot, 'render/src/server.mjs'));
    const killedAt = Date.now();

    await printed(/render restarted; ready again \d+\.\d s after it ended/, from, BACK_WITHIN_MS);

    expect(Date.now() - killedAt).toBeLessThan(BACK_WITHIN_MS);
    expect(output.slice(from)).toMatch(/render exited \(SIGKILL\) at \d\d:\d\d:\d\d; restarting it in 0\.5 s/);
    const home = await get(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('server-timing')).toMatch(/^render;dur=/);
  });

  test('PostgreSQL is back within 10 s, its stale postmaster.pid cleared, and the site writes to it again', async () => {
    const postgresDir = join(dataDir, 'postgres');
    const postmaster = Number(readFileSync(join(postgresDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const from = killOutright(postmaster);
    const killedAt = Date.now();

    await printed(/PostgreSQL restarted/, from, BACK_WITHIN_MS);

    expect(output.slice(from)).toMatch(
      /PostgreSQL exited \(SIGKILL\) at \d\d:\d\d:\d\d; restarting it in 0\.5 s \(log: .*logs\/postgres\.log\)/,
    );
    expect(Number(readFileSync(join(postgresDir, 'postmaster.pid'), 'utf8').split('\n')[0])).not.toBe(postmaster);
    // A sign-in writes a session: through the gateway, svc-identity and its database.
    const secrets = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8'));
    let signIn;
    do {
      signIn = await fetch(`http://127.0.0.1:${port}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: secrets.adminEmail, password: secrets.adminPassword }),
        signal: AbortSignal.timeout(5000),
      }).catch(() => null);
      if (signIn?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    } while (Date.now() - killedAt < BACK_WITHIN_MS);
    expect(signIn?.status).toBe(200);
    expect(Date.now() - killedAt).toBeLessThan(BACK_WITHIN_MS);
  });
});

test('Ctrl-C stops every part, and none is restarted', async () => {
  const from = output.length;
  process.kill(-stack.pid, 'SIGINT');
  const [code] = await once(stack, 'exit');

  expect(code).toBe(0);
  expect(output.slice(from)).toMatch(/Stopping…[\s\S]*Stopped\./);
  expect(output.slice(from)).not.toMatch(/exited \(|restarting|restarted/);
  expect(await get(`http://127.0.0.1:${port}/api/paintings`).catch(() => 'refused')).toBe('refused');
  // PostgreSQL shut down cleanly: a killed or still-running server leaves its postmaster.pid.
  expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
}, 30000);
