/// <reference types="node" />
// A real local server, so the test sees what fetch does with real answers.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiRequest, getJson } from './api';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/teapot') {
      res.writeHead(418, { 'Content-Type': 'text/plain' }).end('{"message":"Painting is sold"}');
    } else if (req.url === '/empty') {
      res.writeHead(503).end();
    } else if (req.url === '/echo') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ method: req.method, type: req.headers['content-type'], body: JSON.parse(body) }));
      });
    } else {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('[{"id":1}]');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('apiRequest', () => {
  it('throws "<status>: <body>" for a non-OK answer', async () => {
    await expect(apiRequest('GET', `${base}/teapot`)).rejects.toThrow('418: {"message":"Painting is sold"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    await expect(getJson(`${base}/empty`)).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('sends a JSON body', async () => {
    const response = await apiRequest('POST', `${base}/echo`, { email: 'a@b.nz' });
    expect(await response.json()).toEqual({ method: 'POST', type: 'application/json', body: { email: 'a@b.nz' } });
  });

  it('parses a JSON answer', async () => {
    expect(await getJson(`${base}/paintings`)).toEqual([{ id: 1 }]);
  });
});
