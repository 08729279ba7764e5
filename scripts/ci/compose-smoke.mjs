/**
 * CI smoke test of docker-compose.yml where no Docker engine runs:
 *  1. `docker-compose config -q` validates the file, with a throwaway .env made from .env.example;
 *  2. each service built from docker/service.Dockerfile starts from its build
 *     (`node <dir>/dist/main.js`) with exactly the environment compose would give it, compose
 *     host names pointed at this machine and its database on a real PostgreSQL; each must answer
 *     GET /health/ready with 200 within 60 s, then exit cleanly within 10 s of SIGTERM.
 *
 *   npm run build --workspaces
 *   node scripts/ci/compose-smoke.mjs --database-url postgres://postgres@127.0.0.1:5432 [--redis-url redis://127.0.0.1:6379]
 *
 * Debian 12's docker-compose (1.29) prints its config as YAML only (`--format json` came with
 * Compose v2). It is a Python program built on PyYAML, so wherever it runs, python3 can read that YAML.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** @typedef {{ build?: { dockerfile?: string, args?: Record<string, string> }, environment?: Record<string, string | null>, scale?: number, profiles?: string[], ports?: string[], container_name?: string }} ComposeService */
/** @typedef {{ services: Record<string, ComposeService> }} ComposeConfig */

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVICE_DOCKERFILE = 'docker/service.Dockerfile';
const READY_WITHIN_MS = 60_000;
const STOPPED_WITHIN_MS = 10_000;

/**
 * .env.example with every `change-me…` placeholder replaced by a fresh random value.
 * @param {string} example
 */
export function throwawayEnv(example) {
  return example.replace(/^(\w+)=change-me.*$/gm, (_line, name) => `${name}=${randomBytes(24).toString('hex')}`);
}

/**
 * @param {string} yaml
 * @returns {any}
 */
function parseYaml(yaml) {
  const json = execFileSync('python3', ['-c', 'import json, sys, yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout)'], {
    input: yaml,
    encoding: 'utf8',
  });
  return JSON.parse(json);
}

/**
 * Validates the compose file and returns its config as compose resolves it.
 * @param {{ composeFile: string, envFile: string }} files
 * @returns {ComposeConfig}
 */
export function composeConfig({ composeFile, envFile }) {
  const compose = (/** @type {string[]} */ ...args) =>
    execFileSync('docker-compose', ['-f', composeFile, '--env-file', envFile, 'config', ...args], { encoding: 'utf8' });
  compose('-q');
  return parseYaml(compose());
}

/**
 * The services built from the service Dockerfile, with the workspace directory each is built from.
 * @param {ComposeConfig} config
 * @returns {{ name: string, dir: string, environment: Record<string, string> }[]}
 */
export function nodeServices(config) {
  return Object.entries(config.services)
    .filter(([, service]) => service.build?.dockerfile === SERVICE_DOCKERFILE)
    .map(([name, service]) => ({
      name,
      dir: /** @type {string} */ (service.build?.args?.SERVICE),
      // A variable without a value is left out, as compose leaves it out of the container.
      environment: /** @type {Record<string, string>} */ (
        Object.fromEntries(Object.entries(service.environment ?? {}).filter(([, value]) => typeof value === 'string'))
      ),
    }));
}

/**
 * The environment compose gives a service, moved onto this machine: compose host names become
 * 127.0.0.1, the database the same name and password on the given server, Redis the given one with the same password, the media
 * volume a temporary directory.
 * @param {Record<string, string>} environment
 * @param {{ composeHosts: string[], databaseUrl: string, redisUrl: string, mediaDir: string }} local
 */
export function localEnvironment(environment, { composeHosts, databaseUrl, redisUrl, mediaDir }) {
  return Object.fromEntries(
    Object.entries(environment).map(([name, value]) => {
      if (name === 'DATABASE_URL') {
        const url = new URL(databaseUrl);
        url.pathname = new URL(value).pathname;
        // Compose's password, which production requires (a server trusting local connections ignores it).
        url.password = new URL(value).password;
        return [name, url.toString()];
      }
      if (name === 'REDIS_URL') {
        const url = new URL(redisUrl);
        // Compose's password too (production requires one; ioredis goes on when a server has none).
        url.password = new URL(value).password;
        return [name, url.toString()];
      }
      if (name === 'MEDIA_DIR') return [name, mediaDir];
      return [name, onThisMachine(value, composeHosts)];
    }),
  );
}

/**
 * @param {string} value
 * @param {string[]} composeHosts
 */
function onThisMachine(value, composeHosts) {
  if (!URL.canParse(value)) return value;
  const url = new URL(value);
  if (!composeHosts.includes(url.hostname)) return value;
  url.hostname = '127.0.0.1';
  // URL writes http://host:port as http://host:port/; keep the value as it was written.
  return value.endsWith('/') ? url.href : url.href.replace(/\/$/, '');
}

/**
 * @param {{ name: string, dir: string, env: Record<string, string>, repoRoot: string }} service
 */
function startService({ name, dir, env, repoRoot }) {
  const main = path.join(repoRoot, dir, 'dist', 'main.js');
  const child = spawn(process.execPath, [main], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit');
  return { name, child, exited, port: env.PORT, output: () => output.split('\n').slice(-40).join('\n') };
}

/**
 * @param {ReturnType<typeof startService>} service
 * @param {number} deadline
 */
async function waitUntilReady(service, deadline) {
  const url = `http://127.0.0.1:${service.port}/health/ready`;
  for (;;) {
    if (service.child.exitCode !== null) throw new Error(`exited with ${service.child.exitCode} before it was ready`);
    const status = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer 200 within ${READY_WITHIN_MS / 1000} s (last: ${status || 'no answer'})`);
    await delay(500);
  }
}

/** @param {ReturnType<typeof startService>} service */
async function stop(service) {
  if (service.child.exitCode !== null) return;
  service.child.kill('SIGTERM');
  // Unreferenced: a pending deadline must not keep this process alive.
  const result = await Promise.race([service.exited, delay(STOPPED_WITHIN_MS, 'timeout', { ref: false })]);
  if (result === 'timeout') {
    service.child.kill('SIGKILL');
    throw new Error(`still running ${STOPPED_WITHIN_MS / 1000} s after SIGTERM`);
  }
  const [code, signal] = /** @type {[number | null, string | null]} */ (result);
  if (code !== 0) throw new Error(`stopped with ${signal ?? `exit code ${code}`} instead of a clean exit`);
}

/**
 * @param {{ databaseUrl: string, redisUrl: string, repoRoot?: string }} options
 * @returns {Promise<string[]>} the failures, empty when all is well
 */
export async function smokeTest({ databaseUrl, redisUrl, repoRoot = REPO_ROOT }) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-compose-smoke-'));
  try {
    const envFile = path.join(workDir, '.env');
    writeFileSync(envFile, throwawayEnv(readFileSync(path.join(repoRoot, '.env.example'), 'utf8')));
    const config = composeConfig({ composeFile: path.join(repoRoot, 'docker-compose.yml'), envFile });
    console.log('compose-smoke: docker-compose.yml is valid');

    const composeHosts = Object.keys(config.services);
    const services = nodeServices(config).map(({ name, dir, environment }) =>
      startService({ name, dir, repoRoot, env: localEnvironment(environment, { composeHosts, databaseUrl, redisUrl, mediaDir: workDir }) }),
    );
    /** @type {string[]} */
    const failures = [];
    const deadline = Date.now() + READY_WITHIN_MS;
    await Promise.all(
      services.map((service) =>
        waitUntilReady(service, deadline).then(
          () => console.log(`compose-smoke: ${service.name} ready on port ${service.port}`),
          (error) => failures.push(`${service.name}: ${error.message}\n${service.output()}`),
        ),
      ),
    );
    for (const service of services) {
      await stop(service).catch((error) => failures.push(`${service.name}: ${error.message}\n${service.output()}`));
    }
    return failures;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

async function main() {
  const { values } = parseArgs({
    options: { 'database-url': { type: 'string' }, 'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379' } },
  });
  if (!values['database-url']) {
    console.error(
      'usage: node scripts/ci/compose-smoke.mjs --database-url postgres://user@127.0.0.1:5432 [--redis-url redis://127.0.0.1:6379]',
    );
    process.exit(2);
  }
  const failures = await smokeTest({ databaseUrl: values['database-url'], redisUrl: /** @type {string} */ (values['redis-url']) }).catch(
    (error) => [error.message],
  );
  if (failures.length) {
    console.error(`compose-smoke: FAILED\n\n${failures.join('\n\n')}`);
    process.exit(1);
  }
  console.log('compose-smoke: every service became ready and stopped cleanly');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
