/// <reference types="node" />
// A real local server, so the test sees what fetch does with real answers.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoint, type CommonErrorCode } from '@atelier/contracts';
import { ApiError, call, refusalOf } from './api';

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/teapot') {
      res.writeHead(418, { 'Content-Type': 'text/plain' }).end('{"message":"Painting is sold"}');
    } else if (req.url === '/sold') {
      res.writeHead(409, { 'Content-Type': 'application/json' }).end('{"statusCode":409,"code":"PAINTING_SOLD","message":"Sold"}');
    } else if (req.url === '/gateway-page') {
      res.writeHead(502, { 'Content-Type': 'text/html' }).end('<html>Bad Gateway</html>');
    } else if (req.url === '/empty') {
      res.writeHead(503).end();
    } else if (req.url === '/gone') {
      res.writeHead(204).end();
    } else if (req.url?.startsWith('/echo/')) {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ method: req.method, url: req.url, type: req.headers['content-type'], body: JSON.parse(body) }));
      });
    } else {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('[{"id":1}]');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('call', () => {
  it('throws an ApiError "<status>: <body>" for a non-OK answer', async () => {
    const answer = call(endpoint('GET', '/teapot'), {}, { baseUrl });
    await expect(answer).rejects.toThrow('418: {"message":"Painting is sold"}');
    await expect(answer).rejects.toMatchObject({ status: 418, body: '{"message":"Painting is sold"}' });
    await expect(answer).rejects.toBeInstanceOf(ApiError);
  });

  it('falls back to the status text when the body is empty', async () => {
    await expect(call(endpoint('GET', '/empty'), {}, { baseUrl })).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('sends its method, its path with each parameter encoded and a JSON body', async () => {
    const echo = endpoint('PATCH', '/echo/:email/subscribe').takes<{ email: string }>().answers<unknown>();
    const answer = await call(echo, { params: { email: 'a/b@c.nz' }, body: { email: 'a@b.nz' } }, { baseUrl });
    expect(answer).toEqual({ method: 'PATCH', url: '/echo/a%2Fb%40c.nz/subscribe', type: 'application/json', body: { email: 'a@b.nz' } });
  });

  it('parses a JSON answer, and answers undefined for an empty one', async () => {
    expect(await call(endpoint('GET', '/paintings').answers<{ id: number }[]>(), {}, { baseUrl })).toEqual([{ id: 1 }]);
    expect(await call(endpoint('DELETE', '/gone'), {}, { baseUrl })).toBeUndefined();
  });

  it("reads the answer's code when the endpoint declares it, and types it as what that endpoint may answer", async () => {
    const sell = endpoint('POST', '/sold').refuses('PAINTING_SOLD', 'NOT_FOUND');
    const error = await call(sell, {}, { baseUrl }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 409, code: 'PAINTING_SOLD' });
    const code: 'PAINTING_SOLD' | 'NOT_FOUND' | CommonErrorCode | undefined = refusalOf(error, sell);
    expect(code).toBe('PAINTING_SOLD');
    // @ts-expect-error A code this endpoint never answers cannot be branched on.
    expect(refusalOf(error, sell) === 'PAINTING_RESERVED').toBe(false);
  });

  it('reads a code the endpoint does not declare as INTERNAL_ERROR, and a gateway page of 502-504 as SERVICE_UNAVAILABLE', async () => {
    await expect(call(endpoint('GET', '/sold'), {}, { baseUrl })).rejects.toMatchObject({ status: 409, code: 'INTERNAL_ERROR' });
    await expect(call(endpoint('GET', '/gateway-page'), {}, { baseUrl })).rejects.toMatchObject({
      status: 502,
      code: 'SERVICE_UNAVAILABLE',
    });
    await expect(call(endpoint('GET', '/teapot'), {}, { baseUrl })).rejects.toMatchObject({ status: 418, code: 'INTERNAL_ERROR' });
  });

  it('has no code for a call that got no answer', async () => {
    const unreachable = await call(endpoint('GET', '/x'), {}, { baseUrl: 'http://127.0.0.1:1' }).catch((caught: unknown) => caught);
    expect(refusalOf(unreachable, endpoint('GET', '/x'))).toBeUndefined();
  });
});
