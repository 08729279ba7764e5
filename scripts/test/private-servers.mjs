// Redis and PostgreSQL of one test file's own, on free ports, for fault tests that stop and
// start them: the shared servers other test files use meanwhile are never disturbed.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../lib/stack.mjs';
import { freePort } from './service-process.mjs';

/**
 * A redis-server that keeps its data across a restart, as production's does (append-only
 * file, written before each command is answered).
 */
export async function startPrivateRedis() {
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    throw new Error('This test needs the redis-server binary: apt-get install redis-server');
  }
  const dir = await mkdtemp(join(tmpdir(), 'atelier-test-redis-'));
  const port = await freePort();
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--save',
    '',
    '--appendonly',
    'yes',
    '--appendfsync',
    'always',
  ];
  /** @type {import('node:child_process').ChildProcess | undefined} */ let server;

  async function start() {
    server = spawn('redis-server', args, { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (!(await pings(port))) {
      if (server.exitCode !== null) throw new Error(`redis-server exited with ${server.exitCode}`);
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port} within 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** SIGTERM: Redis finishes writing its file and exits. */
  async function stop() {
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    async remove() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Answers true once the server at `port` answers PING (and has loaded its data). */
function pings(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1000);
    let answer = '';
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.includes('\r\n')) {
        socket.destroy();
        resolve(answer.startsWith('+PONG'));
      }
    });
    socket.on('timeout', () => socket.destroy());
    socket.on('close', () => resolve(false));
    socket.on('error', () => resolve(false));
  });
}

/** A PostgreSQL server (scripts/lib/embedded-postgres.mjs, as its own process) with its data in a temp dir. */
export async function startPrivatePostgres() {
  const dir = await mkdtemp(join(tmpdir(), 'atelier-test-pg-'));
  const port = await freePort();
  /** @type {import('node:child_process').ChildProcess | undefined} */ let server;

  async function start() {
    server = spawn(process.execPath, [join(repoRoot, 'scripts/lib/embedded-postgres.mjs'), '--dir', dir, '--port', String(port)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = once(server, 'exit').then(([code]) => {
      throw new Error(`embedded PostgreSQL exited with ${code} before it was ready`);
    });
    // A first start runs initdb too.
    await Promise.race([once(/** @type {import('node:stream').Readable} */ (server.stdout), 'data'), exited]);
  }

  async function stop() {
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  }

  await start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async remove() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
