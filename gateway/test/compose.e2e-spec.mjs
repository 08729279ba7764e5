/**
 * docker-compose.yml as Debian's docker-compose resolves it, checked against the gateway's
 * route table; and the CI smoke script (scripts/ci/compose-smoke.mjs) run against stand-ins.
 */
import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, composeConfig, localEnvironment, nodeServices, smokeTest, throwawayEnv } from '../../scripts/ci/compose-smoke.mjs';
import { table } from '../src/routes.mjs';
import { freePort } from './harness.mjs';

const example = readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');

function assertComposeInstalled() {
  const probe = spawnSync('docker-compose', ['version'], { encoding: 'utf8' });
  if (probe.error)
    throw new Error(
      `docker-compose is not installed (${probe.error.message}): run \`apt-get install -y docker-compose\` (Debian 12) and retry`,
    );
}

/** A temp dir holding an .env (a throwaway one unless given); removed by the returned function. */
function withEnvFile(env = throwawayEnv(example)) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-compose-'));
  const envFile = path.join(dir, '.env');
  writeFileSync(envFile, env);
  return { envFile, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** docker-compose.yml resolved with an .env. */
function configWith(env = throwawayEnv(example)) {
  const { envFile, remove } = withEnvFile(env);
  try {
    return composeConfig({ composeFile: path.join(REPO_ROOT, 'docker-compose.yml'), envFile });
  } finally {
    remove();
  }
}

/**
 * Runs a container's entrypoint on this machine with the environment compose gives it: its
 * bind-mounted files from the repository, and `echo` standing in for the image's own entrypoint.
 * @param {any} service
 * @param {Record<string, string>} [extraEnv] set on top of compose's (a file path outside the container)
 */
function runEntrypoint(service, extraEnv = {}) {
  /** @type {Record<string, string>} container path → the repository's file */
  const mounts = Object.fromEntries(
    service.volumes.map((/** @type {string} */ volume) => {
      const [source, target] = volume.split(':');
      return [target, source];
    }),
  );
  const [shell, ...args] = service.entrypoint.map((/** @type {string} */ arg) =>
    arg === 'docker-entrypoint.sh' ? 'echo' : (mounts[arg] ?? arg),
  );
  const environment = Object.fromEntries(Object.entries(service.environment).filter(([, value]) => typeof value === 'string'));
  return spawnSync(shell, [...args, ...service.command], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, ...environment, ...extraEnv },
  });
}

describe('docker-compose.yml', () => {
  /** @type {any} */ let config;

  beforeAll(() => {
    assertComposeInstalled();
    config = configWith();
  }, 30_000);

  test('one container per service of routes.json, each on its own port and database', () => {
    const services = nodeServices(config);
    expect(services.map(({ name }) => name).sort()).toEqual(
      Object.entries(table.services)
        .filter(([, { workspace }]) => !workspace)
        .map(([name]) => `svc-${name}`)
        .sort(),
    );
    for (const { name, dir, environment } of services) {
      const service = name.replace(/^svc-/, '');
      expect(dir).toBe(name);
      expect(environment).toMatchObject({
        NODE_ENV: 'production',
        PORT: String(table.services[service]?.port),
      });
      // Redis and the database each as the service's own user, with its own password.
      const redis = new URL(String(environment.REDIS_URL));
      expect(redis).toMatchObject({ hostname: 'redis', port: '6379', username: service });
      expect(redis.password).toBe(config.services.redis.environment[`${service.toUpperCase()}_REDIS_PASSWORD`]);
      expect(redis.password.length).toBeGreaterThanOrEqual(16);
      const database = new URL(String(environment.DATABASE_URL));
      expect(database).toMatchObject({ hostname: 'postgres', pathname: `/${service}`, username: service });
      expect(database.password).toBe(config.services.postgres.environment[`${service.toUpperCase()}_DB_PASSWORD`]);
      expect(environment.INTERNAL_TOKEN?.length).toBeGreaterThanOrEqual(16);
      for (const [other, { urlEnv, port, workspace }] of Object.entries(table.services))
        if (!workspace) expect(environment[urlEnv]).toBe(`http://svc-${other}:${port}`);
    }
  });

  test('the gateway reaches every service and front-end app by its compose name', () => {
    const { environment } = config.services.gateway;
    for (const [name, { urlEnv, port, workspace }] of Object.entries(table.services))
      expect(environment[urlEnv]).toBe(`http://${workspace ?? `svc-${name}`}:${port}`);
    for (const app of Object.values(table.apps)) {
      const workspace = path.dirname(app.dir);
      expect(environment[app.urlEnv]).toBe(`http://${workspace}:8080`);
      expect(config.services[workspace].build.args).toEqual({ APP: workspace });
    }
  });

  test('every container runs as a non-root user and has a health check', () => {
    for (const [name, service] of Object.entries(config.services)) {
      expect([name, service.user]).toEqual([name, expect.not.stringMatching(/^(root|0)(:|$)/)]);
      const imageHasOne =
        service.build && /^HEALTHCHECK /m.test(readFileSync(path.join(service.build.context, service.build.dockerfile), 'utf8'));
      expect([name, Boolean(service.healthcheck?.test || imageHasOne)]).toEqual([name, true]);
    }
  });

  test("the services, the render process and Mailpit run under an init: a stop never waits out compose's 10 s", () => {
    for (const name of [...nodeServices(config).map((service) => service.name), 'render', 'mailpit'])
      expect([name, config.services[name].init]).toEqual([name, true]);
  });

  test("named volumes keep the database, Redis, media, the kept pages and Caddy's certificates; the gateway reads media only", () => {
    expect(Object.keys(config.volumes).sort()).toEqual([
      'caddy-config',
      'caddy-data',
      'media',
      'page-cache',
      'postgres-data',
      'redis-data',
    ]);
    expect(config.services.postgres.volumes).toContain('postgres-data:/var/lib/postgresql:rw');
    expect(config.services.redis.volumes).toContain('redis-data:/data:rw');
    expect(config.services['svc-catalog'].volumes).toContain('media:/data/media:rw');
    expect(config.services.gateway.volumes).toContain('media:/data/media:ro');
  });

  test('Redis keeps every job (no eviction, append-only file); no password on its command line', () => {
    expect(config.services.redis.command).toEqual(['redis-server', '--maxmemory-policy', 'noeviction', '--appendonly', 'yes']);
    const passwords = Object.entries(config.services.redis.environment).filter(([name]) => name.endsWith('_REDIS_PASSWORD'));
    expect(passwords.map(([name]) => name).sort()).toEqual(
      ['BOOKINGS', 'CATALOG', 'COMMERCE', 'IDENTITY', 'MAILING', 'RENDER'].map((user) => `${user}_REDIS_PASSWORD`),
    );
    expect(new Set(passwords.map(([, value]) => value)).size).toBe(passwords.length);
  });

  test(".env.example's passwords as they are: PostgreSQL and Redis refuse to start, naming each variable", () => {
    const how = 'choose one with `openssl rand -hex 32`';
    const refused = (/** @type {string[]} */ names) => ({
      status: 1,
      stdout: '',
      stderr: ['invalid environment', ...names.map((name) => `  - ${name}: is still the example value of .env.example: ${how}`), ''].join(
        '\n',
      ),
    });
    const asExample = configWith(example);
    const databasePasswords = ['CATALOG', 'BOOKINGS', 'COMMERCE', 'IDENTITY', 'MAILING'].map((role) => `${role}_DB_PASSWORD`);
    expect(runEntrypoint(asExample.services.postgres)).toMatchObject(refused(['POSTGRES_PASSWORD', ...databasePasswords]));
    const redisPasswords = ['CATALOG', 'BOOKINGS', 'COMMERCE', 'IDENTITY', 'MAILING', 'RENDER'].map((user) => `${user}_REDIS_PASSWORD`);
    expect(runEntrypoint(asExample.services.redis)).toMatchObject(refused(redisPasswords));
    const short = configWith(throwawayEnv(example).replace(/^RENDER_REDIS_PASSWORD=.*$/m, 'RENDER_REDIS_PASSWORD=redis'));
    expect(runEntrypoint(short.services.redis)).toMatchObject({
      status: 1,
      stderr: `invalid environment\n  - RENDER_REDIS_PASSWORD: is too short to be a secret (at least 16 characters): ${how}\n`,
    });
  }, 30_000);

  test("with secrets of their own, PostgreSQL and Redis start through their image's entrypoint", () => {
    expect(runEntrypoint(config.services.postgres)).toMatchObject({ status: 0, stdout: 'postgres\n', stderr: '' });
    // Redis with the users docker/redis/users.sh wrote: every secret only as its SHA-256.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-redis-users-'));
    try {
      const aclFile = path.join(dir, 'users.acl');
      expect(runEntrypoint(config.services.redis, { REDIS_ACL_FILE: aclFile })).toMatchObject({
        status: 0,
        stdout: `${config.services.redis.command.join(' ')} --aclfile ${aclFile}\n`,
      });
      const acl = readFileSync(aclFile, 'utf8');
      expect(
        acl
          .split('\n')
          .filter(Boolean)
          .map((line) => line.split(' ')[1]),
      ).toEqual(['default', 'catalog', 'bookings', 'commerce', 'identity', 'mailing', 'render']);
      for (const [name, value] of Object.entries(config.services.redis.environment))
        if (name.endsWith('_REDIS_PASSWORD')) expect([name, acl.includes(String(value))]).toEqual([name, false]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('REPLICAS containers of everything but the data stores and what publishes a host port; none named', () => {
    const scaled = configWith(throwawayEnv(example).replace(/^REPLICAS=.*$/m, 'REPLICAS=3'));
    for (const [name, service] of Object.entries(scaled.services)) {
      // A fixed name or a published port cannot be given to two containers; PostgreSQL and Redis hold the data.
      const once = Boolean(service.ports) || ['postgres', 'redis'].includes(name);
      expect([name, service.container_name, service.scale ?? 1]).toEqual([name, undefined, once ? 1 : 3]);
    }
    expect(Object.keys(scaled.services)).toEqual(expect.arrayContaining(['render', 'shell', 'svc-catalog', 'svc-mailing']));
  });

  test('least privilege: read-only, no capabilities, no new privileges, limits; services on internal networks only', () => {
    for (const [name, service] of Object.entries(config.services)) {
      expect([name, service.read_only, service.cap_drop, service.security_opt]).toEqual([name, true, ['ALL'], ['no-new-privileges:true']]);
      expect([name, String(service.mem_limit), service.pids_limit > 0]).toEqual([name, expect.stringMatching(/^[1-9]\d*[kmg]?$/), true]);
      expect([name, service.image ?? '']).toEqual([name, expect.not.stringMatching(/:latest$|^[^:]+$/)]);
    }
    const internal = Object.keys(config.networks).filter((name) => config.networks[name]?.internal === true);
    expect(internal.sort()).toEqual(['apps', 'data', 'services']);
    const networksOf = (/** @type {string} */ name) => Object.keys(config.services[name].networks ?? { default: null }).sort();
    for (const store of ['postgres', 'redis']) expect(networksOf(store)).toEqual(['data']);
    // Each service's only network with a way out is one no other container joins, but Mailpit for svc-mailing.
    const ownWayOut = { 'svc-commerce': ['payments'], 'svc-mailing': ['mail'] };
    for (const name of nodeServices(config).map((service) => service.name))
      expect([name, networksOf(name)]).toEqual([
        name,
        ['data', 'services', ...(ownWayOut[/** @type {keyof ownWayOut} */ (name)] ?? [])].sort(),
      ]);
    expect(networksOf('render')).toEqual(['data', 'services']);
    for (const app of ['shell', 'mfe-shop', 'mfe-adventures', 'mfe-admin']) expect([app, networksOf(app)]).toEqual([app, ['apps']]);
    expect(networksOf('mailpit')).toEqual(['mail']);
    expect(networksOf('gateway')).toEqual(['apps', 'edge', 'services']);
    expect(networksOf('caddy')).toEqual(['edge']);
    for (const [network, members] of Object.entries({
      payments: ['svc-commerce'],
      mail: ['mailpit', 'svc-mailing'],
      edge: ['caddy', 'gateway'],
    }))
      expect([network, Object.keys(config.services).filter((name) => networksOf(name).includes(network))]).toEqual([network, members]);
  });

  test('the gateway believes X-Forwarded-For from the caddy container of the https profile alone', () => {
    const { caddy, gateway } = config.services;
    expect(caddy.profiles).toEqual(['https']);
    const [{ subnet, ip_range: dynamic, gateway: bridge }] = config.networks.edge.ipam.config;
    const address = caddy.networks.edge.ipv4_address;
    expect(gateway.environment.TRUSTED_PROXIES).toBe(address);
    // Docker hands out addresses from ip_range only: Caddy's is no other container's, nor the bridge's
    // (.1, the address the host arrives from).
    const toNumber = (/** @type {string} */ ip) => ip.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
    const contains = (/** @type {string} */ range, /** @type {string} */ ip) => {
      const [start = '', bits] = range.split('/');
      const size = 2 ** (32 - Number(bits));
      return toNumber(ip) >= toNumber(start) && toNumber(ip) < toNumber(start) + size;
    };
    const hostPart = (/** @type {string} */ ip) => toNumber(ip) - toNumber(subnet.split('/')[0]);
    expect([contains(subnet, address), contains(dynamic, address), hostPart(address), hostPart(bridge)]).toEqual([true, false, 10, 1]);
    expect(caddy.environment).toEqual({ PUBLIC_SITE_URL: expect.any(String), CADDY_TLS: 'acme' });
  });

  test("the services and the render process believe X-Forwarded-For from the services network's containers, not the host's bridge", () => {
    const [{ subnet, ip_range: containersRange, gateway: bridge }] = config.networks.services.ipam.config;
    expect(config.networks.services.internal).toBe(true);
    for (const name of [...nodeServices(config).map((service) => service.name), 'render'])
      expect([name, config.services[name].environment.TRUSTED_PROXIES]).toEqual([name, containersRange]);
    // The bridge, the host's address on the network, lies in the subnet but outside the containers' range.
    const [start = ''] = containersRange.split('/');
    expect([
      subnet.split('/')[0].split('.').slice(0, 3),
      start.split('.').slice(0, 3),
      bridge.split('.')[3],
      Number(start.split('.')[3]),
    ]).toEqual([bridge.split('.').slice(0, 3), bridge.split('.').slice(0, 3), '1', 128]);
  });

  test("Caddy's site is PUBLIC_SITE_URL's host; it refuses an http:// site or an unknown issuer, saying why", () => {
    const bin = mkdtempSync(path.join(os.tmpdir(), 'atelier-caddy-'));
    try {
      writeFileSync(path.join(bin, 'caddy'), '#!/bin/sh\necho "$SITE_HOST $*"\n', { mode: 0o755 });
      const start = (/** @type {Record<string, string>} */ env) =>
        spawnSync('sh', [path.join(REPO_ROOT, 'docker/caddy/start.sh')], {
          encoding: 'utf8',
          env: { PATH: `${bin}:${process.env.PATH}`, ...env },
        });
      const run = 'run --config /etc/caddy/Caddyfile --adapter caddyfile\n';
      expect(start({ PUBLIC_SITE_URL: 'https://atelier.example.nz', CADDY_TLS: 'acme' })).toMatchObject({
        status: 0,
        stdout: `atelier.example.nz ${run}`,
      });
      expect(start({ PUBLIC_SITE_URL: 'https://atelier.test:18443/', CADDY_TLS: 'internal' })).toMatchObject({
        stdout: `atelier.test ${run}`,
      });
      expect(start({ PUBLIC_SITE_URL: 'http://localhost:8080', CADDY_TLS: 'acme' })).toMatchObject({
        status: 1,
        stderr: "caddy: PUBLIC_SITE_URL must be the site's https:// address, not 'http://localhost:8080'\n",
      });
      expect(start({ PUBLIC_SITE_URL: 'https://atelier.example.nz', CADDY_TLS: 'letsencrypt' })).toMatchObject({
        status: 1,
        stderr: "caddy: CADDY_TLS must be acme or internal, not 'letsencrypt'\n",
      });
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });

  test('the render process hears the services on Redis and writes the pages the gateway sends, read-only there', () => {
    const { render, gateway } = config.services;
    expect(Object.keys(render.networks).sort()).toEqual(['data', 'services']);
    expect(new URL(render.environment.REDIS_URL)).toMatchObject({
      hostname: 'redis',
      username: 'render',
      password: config.services.redis.environment.RENDER_REDIS_PASSWORD,
    });
    expect(render.environment.PAGE_CACHE_DIR).toBe(gateway.environment.PAGE_CACHE_DIR);
    const mount = (/** @type {any} */ service) =>
      service.volumes.map(String).find((/** @type {string} */ volume) => volume.includes(service.environment.PAGE_CACHE_DIR));
    expect(mount(render)).toMatch(/^page-cache:\/data\/page-cache(:rw)?$/);
    expect(mount(gateway)).toBe('page-cache:/data/page-cache:ro');
  });
});

describe('compose-smoke', () => {
  test('the throwaway .env replaces every change-me placeholder with a random value', () => {
    const env = throwawayEnv('POSTGRES_PASSWORD=change-me-postgres-password\nLOG_LEVEL=info\nSTRIPE_SECRET_KEY=\n');
    expect(env).toMatch(/^POSTGRES_PASSWORD=[0-9a-f]{48}\nLOG_LEVEL=info\nSTRIPE_SECRET_KEY=\n$/);
    expect(throwawayEnv(example)).not.toMatch(/=change-me/);
  });

  test("a service's compose environment moves onto this machine", () => {
    const environment = {
      PORT: '3005',
      DATABASE_URL: 'postgres://atelier:secret@postgres:5432/mailing',
      REDIS_URL: 'redis://:f3a1c9e07b5d24a8@redis:6379',
      SMTP_URL: 'smtp://mailpit:1025',
      CATALOG_URL: 'http://svc-catalog:3001',
      MEDIA_DIR: '/data/media',
      PUBLIC_SITE_URL: 'http://localhost:8080',
      MAIL_FROM: 'Atelier <no-reply@example.nz>',
    };
    const local = localEnvironment(environment, {
      composeHosts: ['postgres', 'redis', 'mailpit', 'svc-catalog'],
      databaseUrl: 'postgres://postgres@127.0.0.1:5432',
      redisUrl: 'redis://127.0.0.1:6380',
      mediaDir: '/tmp/media',
    });
    expect(local).toEqual({
      PORT: '3005',
      DATABASE_URL: 'postgres://postgres:secret@127.0.0.1:5432/mailing',
      REDIS_URL: 'redis://:f3a1c9e07b5d24a8@127.0.0.1:6380',
      SMTP_URL: 'smtp://127.0.0.1:1025',
      CATALOG_URL: 'http://127.0.0.1:3001',
      MEDIA_DIR: '/tmp/media',
      PUBLIC_SITE_URL: 'http://localhost:8080',
      MAIL_FROM: 'Atelier <no-reply@example.nz>',
    });
  });

  describe('a run against stand-in services', () => {
    /** @type {string} */ let repo;

    /**
     * A repository whose services are tiny servers: ready only when their database and Redis
     * were moved to this machine, exiting with `exitCode` on SIGTERM. Ports are free ones, so
     * the run never meets services someone is running on 3001-3005.
     * @param {number} exitCode
     */
    async function standInRepo(exitCode) {
      repo = mkdtempSync(path.join(os.tmpdir(), 'atelier-smoke-repo-'));
      let compose = readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
      for (const { port } of Object.values(table.services))
        compose = compose.replace(new RegExp(`PORT: (['"])${port}\\1`), `PORT: '${await freePort()}'`);
      writeFileSync(path.join(repo, 'docker-compose.yml'), compose);
      writeFileSync(path.join(repo, '.env.example'), example);
      for (const name of Object.keys(table.services)) {
        mkdirSync(path.join(repo, `svc-${name}`, 'dist'), { recursive: true });
        writeFileSync(
          path.join(repo, `svc-${name}`, 'dist', 'main.js'),
          `const http = require('node:http');
           const { PORT, DATABASE_URL, REDIS_URL } = process.env;
           const local = new URL(DATABASE_URL).host === '127.0.0.1:5432' && new URL(REDIS_URL).host === '127.0.0.1:6379';
           const server = http.createServer((req, res) => res.writeHead(req.url === '/health/ready' && local ? 200 : 503).end());
           server.listen(Number(PORT), '127.0.0.1');
           process.on('SIGTERM', () => server.close(() => process.exit(${exitCode})));`,
        );
      }
    }

    beforeAll(() => {
      assertComposeInstalled();
      // The script reports progress on stdout; the test reads its result instead.
      jest.spyOn(console, 'log').mockImplementation(() => {});
    });
    afterEach(() => rmSync(repo, { recursive: true, force: true }));

    test('every service becomes ready and stops cleanly: no failures', async () => {
      await standInRepo(0);
      await expect(
        smokeTest({ databaseUrl: 'postgres://postgres@127.0.0.1:5432', redisUrl: 'redis://127.0.0.1:6379', repoRoot: repo }),
      ).resolves.toEqual([]);
    }, 30_000);

    test('a service that does not exit cleanly is reported by name', async () => {
      await standInRepo(1);
      const failures = await smokeTest({
        databaseUrl: 'postgres://postgres@127.0.0.1:5432',
        redisUrl: 'redis://127.0.0.1:6379',
        repoRoot: repo,
      });
      expect(failures).toHaveLength(5);
      expect(failures[0]).toMatch(/^svc-\w+: stopped with exit code 1 instead of a clean exit/);
    }, 30_000);
  });
});
