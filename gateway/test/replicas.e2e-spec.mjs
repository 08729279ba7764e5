/**
 * Two replicas of a service behind one host name, as compose runs them with REPLICAS=2 (its DNS
 * answers with every replica's address): each gateway spreads the requests over both and, once
 * one is gone, sends every request, a POST with its body too, to the other.
 */
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import dgram from 'node:dgram';
import { once } from 'node:events';
import http from 'node:http';
import { createFixtureRepo, freePort, request, startNginx, startNodeGateway } from './harness.mjs';

const NAME = 'catalog.replicas.test';
const ADDRESSES = ['127.0.0.1', '127.0.0.2'];

/**
 * A DNS server answering A queries for NAME with ADDRESSES (and NXDOMAIN for any other name), as
 * Docker's embedded DNS answers for a scaled service.
 */
async function startDnsServer() {
  const server = dgram.createSocket('udp4');
  server.on('message', (query, peer) => {
    let end = 12;
    const labels = [];
    while (query[end]) {
      labels.push(query.subarray(end + 1, end + 1 + /** @type {number} */ (query[end])).toString());
      end += 1 + /** @type {number} */ (query[end]);
    }
    const question = query.subarray(12, end + 5);
    const type = query.readUInt16BE(end + 1);
    const known = labels.join('.').toLowerCase() === NAME;
    const answers = known && type === 1 ? ADDRESSES : [];
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    header.writeUInt16BE(known ? 0x8180 : 0x8183, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    const records = answers.map((address) => {
      const record = Buffer.alloc(16);
      record.writeUInt16BE(0xc00c, 0); // the name of the question
      record.writeUInt16BE(1, 2); // A
      record.writeUInt16BE(1, 4); // IN
      record.writeUInt32BE(0, 6); // TTL
      record.writeUInt16BE(4, 10);
      address.split('.').forEach((part, i) => record.writeUInt8(Number(part), 12 + i));
      return record;
    });
    server.send(Buffer.concat([header, question, ...records]), peer.port, peer.address);
  });
  server.bind(0, '127.0.0.1');
  await once(server, 'listening');
  return { address: `127.0.0.1:${server.address().port}`, stop: () => new Promise((resolve) => server.close(() => resolve(undefined))) };
}

/** One replica: answers which it is and how many body bytes it received. @param {string} host @param {number} port */
async function startReplica(host, port) {
  const server = http.createServer((req, res) => {
    let received = 0;
    req.on('data', (chunk) => (received += chunk.length));
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ replica: host, received })));
  });
  server.listen(port, host);
  await once(server, 'listening');
  return {
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** @type {Awaited<ReturnType<typeof startDnsServer>>} */ let dns;
/** @type {Awaited<ReturnType<typeof createFixtureRepo>>} */ let repo;

beforeAll(async () => {
  // The Node gateway logs failed upstream calls.
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  dns = await startDnsServer();
  repo = await createFixtureRepo();
});
afterAll(async () => {
  await dns?.stop();
  await repo?.remove();
  jest.restoreAllMocks();
});

describe.each([
  ['Node gateway', startNodeGateway],
  ['nginx', startNginx],
])('%s in front of two replicas of a service', (_label, startGateway) => {
  /** @type {import('./harness.mjs').Running} */ let gateway;
  /** @type {Awaited<ReturnType<typeof startReplica>>[]} */ let replicas;

  beforeAll(async () => {
    const port = await freePort();
    replicas = await Promise.all(ADDRESSES.map((host) => startReplica(host, port)));
    gateway = await startGateway({
      env: { CATALOG_URL: `http://${NAME}:${port}`, RESOLVER: dns.address, MEDIA_DIR: repo.mediaDir },
      repoRoot: repo.root,
    });
  }, 20_000);
  afterAll(async () => {
    await gateway?.stop();
    await Promise.all((replicas ?? []).map((replica) => replica.stop().catch(() => undefined)));
  });

  test('spreads requests over both', async () => {
    const answered = [];
    for (let i = 0; i < 20; i++) answered.push((await request(gateway.url, 'GET', '/api/paintings')).json().replica);
    expect(new Set(answered)).toEqual(new Set(ADDRESSES));
  });

  test('with one gone, every request reaches the other, a POST with its body', async () => {
    await replicas[1]?.stop();
    const body = JSON.stringify({ message: 'x'.repeat(2000) });
    const answers = [];
    for (let i = 0; i < 10; i++) {
      answers.push(await request(gateway.url, 'GET', '/api/paintings'));
      answers.push(await request(gateway.url, 'POST', '/api/paintings', { headers: { 'content-type': 'application/json' }, body }));
    }
    expect(answers.map((answer) => [answer.status, answer.json().replica])).toEqual(answers.map(() => [200, ADDRESSES[0]]));
    expect(answers.filter((_, i) => i % 2).map((answer) => answer.json().received)).toEqual(Array(10).fill(body.length));
  });
});
