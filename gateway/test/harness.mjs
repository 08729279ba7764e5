/**
 * Real servers for the gateway tests: fake services that say who they are, a built-looking
 * repository of front-end files, and both gateways started on free ports.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createGateway } from '../src/node-gateway.mjs';
import { writeNginxConfig } from '../src/render-nginx.mjs';
import { table } from '../src/routes.mjs';

/**
 * @typedef {{ url: string, stop: () => Promise<void> }} Running
 * @typedef {(options: { env: Record<string, string>, repoRoot: string }) => Promise<Running>} StartGateway
 * @typedef {{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer, ms: number, text: () => string, json: () => any }} Answer
 */

/** @param {import('node:http').Server} server @returns {Promise<Running>} */
async function listen(server) {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A port nothing listens on right now. */
export async function freePort() {
  const server = http.createServer();
  const { url, stop } = await listen(server);
  await stop();
  return Number(new URL(url).port);
}

/**
 * An HTTP server standing in for a service (or a front-end app's server): it stamps
 * `X-Service: <name>`, counts the body it receives and echoes what it was asked. Header
 * `x-fake-status` makes it answer with that status, to show its own errors pass through.
 * @param {string} name
 */
export function startFakeService(name) {
  const server = http.createServer((req, res) => {
    let received = 0;
    req.on('data', (chunk) => (received += chunk.length));
    req.on('end', () => {
      const status = Number(req.headers['x-fake-status'] ?? 200);
      const body = JSON.stringify({ service: name, method: req.method, url: req.url, headers: req.headers, received });
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'max-age=60',
        'x-service': name,
        // What helmet sets in the real services: the gateway's own policy must replace it.
        'content-security-policy': "default-src 'none'",
        'x-frame-options': 'SAMEORIGIN',
      });
      res.end(body);
    });
  });
  return listen(server);
}

/**
 * One fake per service of routes.json, and the env pointing the gateway at them.
 * @returns {Promise<{ env: Record<string, string>, stop: () => Promise<void> }>}
 */
export async function startFakeServices() {
  const running = await Promise.all(
    Object.entries(table.services).map(async ([name, { urlEnv }]) => ({ urlEnv, ...(await startFakeService(name)) })),
  );
  return {
    env: Object.fromEntries(running.map(({ urlEnv, url }) => [urlEnv, url])),
    stop: async () => void (await Promise.all(running.map((service) => service.stop()))),
  };
}

/**
 * An address where connecting hangs, like a host that drops packets: a listener that never
 * accepts, its backlog already full, so the kernel drops further SYNs. Node always accepts,
 * hence python3 (present wherever Debian's docker-compose is).
 * @returns {Promise<Running>}
 */
export async function startBlackHole() {
  const script = `
import socket, sys, time
listener = socket.socket()
listener.bind(("127.0.0.1", 0))
listener.listen(0)
port = listener.getsockname()[1]
fillers = []
for _ in range(3):
    filler = socket.socket()
    filler.setblocking(False)
    filler.connect_ex(("127.0.0.1", port))
    fillers.append(filler)
print(port, flush=True)
time.sleep(3600)
`;
  const python = spawn('python3', ['-c', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [port] = await once(python.stdout, 'data');
  return {
    url: `http://127.0.0.1:${String(port).trim()}`,
    stop: async () => {
      python.kill();
      await once(python, 'exit');
    },
  };
}

/** Text of 1 KB and more: what the build and the gateways compress (gzip_min_length is 1 KB). */
const padded = (/** @type {string} */ text) => `${text}/* ${'brushstroke '.repeat(200)}*/\n`;

/**
 * The files of the fixture's build that have the build's `.br` and `.gz` copies beside them
 * (libs/ui/webpack/precompress.cjs), by the path a browser asks for: the shell's index.html and
 * a script, and each remote's remoteEntry.js.
 */
export const PRECOMPRESSED = {
  '/index.html': 'shell/dist/index.html',
  '/main.0123abcd.js': 'shell/dist/main.0123abcd.js',
  ...Object.fromEntries(
    Object.values(table.apps)
      .filter((app) => app.path !== '/')
      .map((app) => [`${app.path}remoteEntry.js`, `${app.dir}/remoteEntry.js`]),
  ),
};

/**
 * The build's copies of a text: brotli at its best, and a gzip made with Huffman coding only, whose
 * bytes differ from what a gateway makes on the fly: a body equal to it was sent from the file.
 * @param {string} content
 */
function compressedCopies(content) {
  return {
    br: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gz: gzipSync(content, { level: 9, strategy: constants.Z_HUFFMAN_ONLY }),
  };
}

/**
 * A temporary repository root with the build output of every front-end app and one media file;
 * `file(path)` reads one of its files back, e.g. to compare with what a gateway sent.
 * World-readable: nginx workers run as `nobody` when the tests run as root.
 */
export async function createFixtureRepo() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'atelier-gateway-repo-'));
  await chmod(root, 0o755);
  /** @type {Record<string, string | Buffer>} */
  const files = {
    'shell/dist/index.html': padded('<!doctype html><title>Atelier</title>'),
    'shell/dist/main.0123abcd.js': padded('export {};'),
    // The build compresses no source map: the gateways gzip them on the fly.
    'shell/dist/main.0123abcd.js.map': padded('{"version":3}'),
    // Under 1 KB: left as it is by the build and the gateways.
    'shell/dist/site.webmanifest': '{"name":"Atelier"}',
    'mfe-shop/dist/remoteEntry.js': padded('var shop;'),
    'mfe-adventures/dist/remoteEntry.js': padded('var adventures;'),
    'mfe-admin/dist/remoteEntry.js': padded('var admin;'),
    'media/paintings/7/800.webp': 'RIFF-webp',
    'media/site/film.mp4': 'an mp4 film',
    'media/site/film.webm': 'a webm film',
    // Media files are not the build's: a copy beside one is never sent for it.
    'media/paintings/7/sketch.svg': padded('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    'media/paintings/7/sketch.svg.br': 'not the sketch',
  };
  for (const file of Object.values(PRECOMPRESSED)) {
    const { br, gz } = compressedCopies(String(files[file]));
    Object.assign(files, { [`${file}.br`]: br, [`${file}.gz`]: gz });
  }
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
  return {
    root,
    mediaDir: path.join(root, 'media'),
    file: (/** @type {string} */ file) => readFile(path.join(root, file)),
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

/** @type {StartGateway} */
export async function startNodeGateway({ env, repoRoot }) {
  return listen(createGateway({ env, repoRoot }));
}

/** Fails with the fix when nginx is missing: the nginx tests are never skipped. */
export function assertNginxInstalled() {
  const probe = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  if (probe.error)
    throw new Error(
      `nginx is not installed or not on PATH (${probe.error.message}): run \`apt-get install -y nginx\` (Debian 12) and retry`,
    );
}

/**
 * Runs nginx in the foreground on `conf` (in `dir`, removed at stop) until `readyPath` answers 200.
 * @param {string} dir
 * @param {string} conf
 * @param {number} port
 * @param {string} readyPath
 * @returns {Promise<Running>}
 */
async function runNginx(dir, conf, port, readyPath) {
  const nginx = spawn('nginx', ['-e', 'stderr', '-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  nginx.stderr.on('data', (chunk) => (log += chunk));
  const exited = once(nginx, 'exit');
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 10_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}:\n${log}`);
    const ready = await request(url, 'GET', readyPath).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${url} within 10 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    stop: async () => {
      nginx.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Renders nginx.conf into a temp dir and runs nginx in the foreground on a free port.
 * @type {StartGateway}
 */
export async function startNginx({ env, repoRoot }) {
  assertNginxInstalled();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'atelier-gateway-nginx-'));
  await chmod(dir, 0o755);
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeNginxConfig({ out: conf, env: { ...env, PORT: String(port) }, repoRoot });
  return runNginx(dir, conf, port, table.runtimeConfig);
}

/**
 * One front-end app's own server in compose: nginx with docker/web.nginx.conf, serving `root`
 * instead of the image's /usr/share/nginx/html, inside a main conf like the image's.
 * @param {string} root
 * @returns {Promise<Running>}
 */
export async function startAppServer(root) {
  assertNginxInstalled();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'atelier-app-nginx-'));
  await chmod(dir, 0o755);
  const port = await freePort();
  const site = (await readFile(new URL('../../docker/web.nginx.conf', import.meta.url), 'utf8'))
    .replaceAll('/usr/share/nginx/html', root)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${path.join(dir, kind)};`);
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(
    conf,
    [
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      'events {}',
      'http {',
      'include /etc/nginx/mime.types;',
      'default_type application/octet-stream;',
      'access_log off;',
      'sendfile on;',
      ...temp,
      site,
      '}',
    ].join('\n'),
  );
  return runNginx(dir, conf, port, '/healthz');
}

/**
 * One HTTP request with node:http, which, unlike fetch, sends the path exactly as written
 * and leaves compressed bodies alone.
 * @param {string} baseUrl
 * @param {string} method
 * @param {string} requestPath
 * @param {{ headers?: Record<string, string>, body?: string | Buffer, from?: string }} [options] `from`: the local
 * address to connect from, e.g. 127.0.0.2, so one test can be several peers of the loopback
 * @returns {Promise<Answer>}
 */
export function request(baseUrl, method, requestPath, { headers = {}, body, from } = {}) {
  const { hostname, port } = new URL(baseUrl);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request({ hostname, port, path: requestPath, method, headers, agent: false, localAddress: from }, (res) => {
      answered = true;
      const chunks = /** @type {Buffer[]} */ ([]);
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const buffer = Buffer.concat(chunks);
        resolve({
          status: /** @type {number} */ (res.statusCode),
          headers: res.headers,
          body: buffer,
          ms: performance.now() - started,
          text: () => buffer.toString('utf8'),
          json: () => JSON.parse(buffer.toString('utf8')),
        });
      });
      res.on('error', reject);
    });
    // A gateway may answer 413 and close before a large body is fully sent: the answer counts.
    req.on('error', (error) => answered || reject(error));
    req.end(body);
  });
}

/**
 * A POST of `size` bytes announced with `Expect: 100-continue`, over a raw socket: a client that
 * `waits` sends the body only after a 100 Continue (and not at all after a final answer); one that
 * does not sends it straight away. Answers the final response (any 100 before it skipped), or
 * throws when the connection ends without one.
 * @param {string} baseUrl
 * @param {string} requestPath
 * @param {number} size
 * @param {{ waits: boolean }} options
 * @returns {Promise<{ status: number, body: string, continued: boolean }>} `continued`: a 100 Continue came first
 */
export function postExpectingContinue(baseUrl, requestPath, size, { waits }) {
  const { hostname, port } = new URL(baseUrl);
  const head = `POST ${requestPath} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\nExpect: 100-continue\r\n\r\n`;
  const body = Buffer.alloc(size, 32);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let received = '';
    let bodySent = false;
    const sendBody = () => {
      if (bodySent) return;
      bodySent = true;
      socket.write(body);
    };
    socket.on('connect', () => {
      socket.write(head);
      if (!waits) sendBody();
    });
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      const final = received.replace(/^HTTP\/1\.1 100 [^\r]*\r\n\r\n/, '');
      if (waits && final !== received && final === '') sendBody();
      const head = /^HTTP\/1\.1 (\d{3})[^]*?\r\n\r\n/.exec(final);
      if (!head) return;
      const rest = final.slice(head[0].length);
      const length = /content-length: (\d+)/i.exec(head[0]);
      // Content-Length, or chunked: the chunks up to the last (empty) one.
      const answerBody = length ? (rest.length >= Number(length[1]) ? rest.slice(0, Number(length[1])) : undefined) : dechunked(rest);
      if (answerBody === undefined) return;
      socket.destroy();
      resolve({ status: Number(head[1]), body: answerBody, continued: final !== received });
    });
    socket.on('error', () => undefined);
    socket.on('close', () =>
      reject(new Error(`the connection ended without a final answer; received: ${JSON.stringify(received.slice(0, 200))}`)),
    );
  });
}

/**
 * A chunked body once it is complete, else undefined.
 * @param {string} text
 */
function dechunked(text) {
  let body = '';
  for (let at = 0; ;) {
    const size = /^([0-9a-f]+)[^\r]*\r\n/i.exec(text.slice(at));
    if (!size) return undefined;
    const length = parseInt(size[1] ?? '', 16);
    if (length === 0) return body;
    const start = at + size[0].length;
    if (text.length < start + length + 2) return undefined;
    body += text.slice(start, start + length);
    at = start + length + 2;
  }
}
