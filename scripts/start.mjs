#!/usr/bin/env node
// `npm start`: the whole site on http://localhost:8080 from a fresh clone.
// Builds what is missing, runs an embedded PostgreSQL (unless DATABASE_URL is set),
// the five services, the render process and the Node gateway, seeds demo content once,
// starts again any of them that ends (scripts/lib/supervise.mjs), and stops everything on
// Ctrl-C. `npm run dev` (--dev) runs webpack dev servers and restarts services when their
// code changes.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { startEmbeddedPostgres } from './lib/embedded-postgres.mjs';
import { assertPortFree, buildStale, renderer, repoRoot, routes, serviceEnv, serviceUrls, services, waitForOk } from './lib/stack.mjs';
import { supervise } from './lib/supervise.mjs';

const dev = process.argv.includes('--dev');
// The browser journeys run the same stack behind real nginx, with their own data folder.
const useNginx = process.argv.includes('--nginx');
const dataDir = process.env.ATELIER_DATA_DIR ?? join(repoRoot, '.data');
const port = Number(process.env.PORT ?? 8080);
const startedAt = Date.now();
/** The supervised child processes but PostgreSQL (stopped last, by its own `stop()`). */
const parts = [];
let stopping = false;
let postgres;

const say = (line) => process.stdout.write(`${line}\n`);
const supervision = { say, stopping: () => stopping };
/** Waits this long for a restarted part to answer before saying it does not. */
const RESTART_READY_MS = 60000;

main().catch(async (error) => {
  say(`\nStart failed: ${error.message}`);
  await stop(1);
});
// The embedded-postgres package stops its server and exits on these by itself, under the services
// still finishing their requests: stop() ends everything in order instead, PostgreSQL last.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.removeAllListeners(signal);
  process.on(signal, () => stop(0));
}

async function main() {
  for (const dir of ['logs', 'media', 'outbox']) mkdirSync(join(dataDir, dir), { recursive: true });
  const secrets = loadSecrets();

  const buildStarted = Date.now();
  const built = buildStale();
  if (built.length) say(`Built ${built.join(', ')} in ${((Date.now() - buildStarted) / 1000).toFixed(1)} s`);

  let databaseServerUrl = process.env.DATABASE_URL;
  let freshDatabase = false;
  if (!databaseServerUrl) {
    const pgPort = Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329);
    say(`Starting embedded PostgreSQL on 127.0.0.1:${pgPort} (data in ${shownPath(join(dataDir, 'postgres'))})`);
    const logPath = logFile('postgres');
    const log = createWriteStream(logPath, { flags: 'a' });
    postgres = await startEmbeddedPostgres({
      dir: join(dataDir, 'postgres'),
      port: pgPort,
      log: (entry) => log.write(`${String(entry).trimEnd()}\n`),
    });
    // The services ride out its absence (their pools connect again); it is back in about a second.
    await supervise({ name: 'PostgreSQL', launch: postgres.restart, log: shownPath(logPath) }, supervision, postgres.process);
    databaseServerUrl = postgres.url;
    freshDatabase = postgres.fresh;
  }
  if (!process.env.REDIS_URL) say('REDIS_URL not set: background jobs run inside each service, and no rendered page is kept');

  // Seed before the services start, so the catalog finds the new images and renders their variants.
  if (!existsSync(join(dataDir, 'seeded')) || freshDatabase) {
    const catalog = services.find((s) => s.name === 'catalog');
    say('Seeding demo content (paintings with generated landscape images; the catalog renders their sizes in the background)…');
    const seeded = spawnSync(process.execPath, ['dist/seed/seed-demo.js'], {
      cwd: join(repoRoot, catalog.dir),
      env: serviceEnv(catalog, { databaseServerUrl, dataDir, secrets }),
      stdio: 'inherit',
    });
    if (seeded.status !== 0) throw new Error('seeding the catalog failed');
    writeFileSync(join(dataDir, 'seeded'), new Date().toISOString());
  }

  await Promise.all([...services.map((s) => s.port), renderer.port, port].map(assertPortFree));
  for (const service of services) {
    const env = serviceEnv(service, { databaseServerUrl, dataDir, secrets });
    if (dev)
      await run(
        `${service.name}:build`,
        'npx',
        ['swc', 'src', '-d', 'dist', '--strip-leading-paths', '--config-file', '../.swcrc', '--watch'],
        {
          cwd: join(repoRoot, service.dir),
          env,
        },
      );
    const args = dev ? ['--watch-path=dist', 'dist/main.js'] : ['dist/main.js'];
    await run(service.name, process.execPath, args, {
      cwd: join(repoRoot, service.dir),
      env,
      label: service.dir,
      ready: () => waitForOk(`${service.url}/health/ready`, RESTART_READY_MS),
    });
  }
  await Promise.all(services.map((s) => waitForOk(`${s.url}/health/ready`, 90000)));

  // Pages are kept only where the services' changes can be heard: with Redis (render/README.md, Page cache).
  const pageCacheDir = process.env.PAGE_CACHE_DIR ?? (process.env.REDIS_URL && !dev ? join(dataDir, 'page-cache') : undefined);
  const gatewayEnv = {
    ...process.env,
    ...serviceUrls(),
    PORT: String(port),
    MEDIA_DIR: join(dataDir, 'media'),
    ...(pageCacheDir && { PAGE_CACHE_DIR: pageCacheDir }),
  };
  if (dev) {
    for (const [name, app] of Object.entries(routes.apps)) {
      const workspace = app.dir.split('/')[0];
      await run(`${name}:dev`, 'npm', ['run', 'dev', '-w', workspace], { cwd: repoRoot });
      gatewayEnv[app.urlEnv] = `http://127.0.0.1:${DEV_PORTS[name]}`;
    }
    // webpack's dev builds evaluate modules and reload over their servers' own web sockets.
    gatewayEnv.CSP_DEV_SERVERS = 'true';
  }
  // Answered by the gateway itself, whichever it is.
  const gatewayReady = () => waitForOk(`http://127.0.0.1:${port}${routes.runtimeConfig}`, RESTART_READY_MS);
  if (useNginx) await startNginx(gatewayEnv, gatewayReady);
  else await run('gateway', process.execPath, ['gateway/src/node-gateway.mjs'], { cwd: repoRoot, env: gatewayEnv, ready: gatewayReady });
  // Its own process: a crash of server rendering must never take the gateway down, which serves
  // the pages to render in the browser meanwhile. (Off in dev: webpack's dev servers build no
  // server bundles.)
  if (!dev)
    await run('render', process.execPath, ['--enable-source-maps', 'render/src/server.mjs'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        // The services the public forms write to, reached as the gateway reaches them.
        ...serviceUrls(),
        PORT: String(renderer.port),
        GATEWAY_URL: `http://127.0.0.1:${port}`,
        PUBLIC_SITE_URL: gatewayEnv.PUBLIC_SITE_URL ?? `http://localhost:${port}`,
        ...(pageCacheDir && { PAGE_CACHE_DIR: pageCacheDir }),
      },
      ready: () => waitForOk(`${renderer.url}/health/ready`, RESTART_READY_MS),
    });
  await waitForOk(`http://127.0.0.1:${port}/`, 60000);

  say('');
  say(`Atelier is running on http://localhost:${port}  (ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);
  say(`Admin sign-in: http://localhost:${port}/admin/login`);
  say(`  e-mail:   ${secrets.adminEmail}`);
  if (secrets.printPassword) say(`  password: ${secrets.adminPassword}   (shown once; also set ADMIN_PASSWORD to choose your own)`);
  say(`Service logs: ${shownPath(join(dataDir, 'logs'))}/   E-mails without SMTP_URL: ${shownPath(join(dataDir, 'outbox'))}/`);
  say('Press Ctrl-C to stop.');
}

/** Renders nginx.conf from the route table into the data folder and runs nginx in the foreground. */
function startNginx(env, ready) {
  // Refused here, the stack stops cleanly: a program that cannot start would end this supervisor, its children left running.
  if (spawnSync('nginx', ['-v']).error) throw new Error('nginx is not installed (on Debian: apt-get install nginx-light)');
  const runtimeDir = join(dataDir, 'nginx');
  mkdirSync(runtimeDir, { recursive: true });
  const rendered = spawnSync(process.execPath, ['gateway/src/render-nginx.mjs', '--out', join(runtimeDir, 'nginx.conf')], {
    cwd: repoRoot,
    env: { ...env, NGINX_ACCESS_LOG: join(dataDir, 'logs', 'nginx-access.log') },
    stdio: 'inherit',
  });
  if (rendered.status !== 0) throw new Error('rendering nginx.conf failed');
  return run('nginx', 'nginx', ['-e', 'stderr', '-p', runtimeDir, '-c', join(runtimeDir, 'nginx.conf'), '-g', 'daemon off;'], {
    cwd: repoRoot,
    env,
    ready,
  });
}

/** Dev servers of the front-end apps (ports fixed in each app's webpack config). */
const DEV_PORTS = { shell: 3100, shop: 3101, adventures: 3102, admin: 3103 };

/**
 * The internal token and admin credentials, generated once and kept in .data/ so a
 * second start reuses them. ADMIN_EMAIL / ADMIN_PASSWORD / INTERNAL_TOKEN win when set.
 */
function loadSecrets() {
  const file = join(dataDir, 'secrets.json');
  const saved = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  const secrets = saved ?? {
    internalToken: randomBytes(24).toString('hex'),
    adminEmail: 'artist@example.com',
    adminPassword: randomBytes(12).toString('base64url'),
  };
  if (!saved) writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return {
    internalToken: process.env.INTERNAL_TOKEN ?? secrets.internalToken,
    adminEmail: process.env.ADMIN_EMAIL ?? secrets.adminEmail,
    adminPassword: process.env.ADMIN_PASSWORD ?? secrets.adminPassword,
    printPassword: !saved && !process.env.ADMIN_PASSWORD,
  };
}

/** A path as the person at the terminal reads it best: relative inside the repository. @param {string} path */
function shownPath(path) {
  return path.startsWith(repoRoot) ? relative(repoRoot, path) : path;
}

/** Where a part's output goes: .data/logs/<name>.log. @param {string} name */
function logFile(name) {
  return join(dataDir, 'logs', `${name.replace(':', '-')}.log`);
}

/**
 * Runs a child process under supervision (started again when it ends; `ready` tells when a
 * restarted one answers); its output goes to its log file and, briefly, to the console.
 */
async function run(name, command, args, { label = name, ready, ...options }) {
  const logPath = logFile(name);
  const log = createWriteStream(logPath, { flags: 'a' });
  const echo = (chunk) => {
    log.write(chunk);
    for (const line of chunk.toString().split('\n')) {
      const shown = consoleLine(line);
      if (shown) say(`[${name}] ${shown}`);
    }
  };
  const launch = () => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', echo);
    child.stderr.on('data', echo);
    return child;
  };
  parts.push(await supervise({ name: label, launch, ready, log: shownPath(logPath) }, supervision));
}

/** JSON log lines are shortened to their message; request logs stay in the files only. */
function consoleLine(line) {
  if (!line.trim()) return null;
  try {
    const entry = JSON.parse(line);
    if (entry.msg === 'request' || entry.level < 30) return null;
    return entry.level >= 50 ? `ERROR ${entry.msg}${entry.err ? `: ${entry.err.message}` : ''}` : entry.msg;
  } catch {
    return line;
  }
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  say('\nStopping…');
  await Promise.all(
    parts.map(
      (part) =>
        new Promise((resolve) => {
          const child = part.current();
          if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), 10000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  if (postgres) await postgres.stop();
  say('Stopped.');
  process.exit(code);
}
