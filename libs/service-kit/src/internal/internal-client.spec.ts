import { HttpException } from '@nestjs/common';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import { z } from 'zod';
import { endpoint } from '@atelier/contracts';
import { isRefusal } from '../http/refusal';
import { InternalClient, RefusedCallError, SERVICE_ANSWERED_WRONGLY, SERVICE_UNAVAILABLE } from './internal-client';

const client = new InternalClient({ INTERNAL_TOKEN: 'x'.repeat(32) } as never);
const painting = endpoint('GET', '/internal/paintings/:id')
  .refuses('NOT_FOUND')
  .answers(z.object({ id: z.number(), title: z.string() }));

/** A port nothing listens on: bound, noted, released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A service that answers every call with `answer` as JSON, noting the paths it was asked for. */
async function serviceAnswering(answer: unknown, status = 200): Promise<{ baseUrl: string; paths: string[]; server: Server }> {
  const paths: string[] = [];
  const server = createHttpServer((request, response) => {
    paths.push(request.url ?? '');
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${(server.address() as { port: number }).port}`, paths, server };
}

async function thrown(promise: Promise<unknown>): Promise<HttpException> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(HttpException);
  return error as HttpException;
}

describe('InternalClient', () => {
  it('answers a service that does not answer with SERVICE_UNAVAILABLE that names no host; the cause, for the log, does', async () => {
    const port = await closedPort();
    const answer = await thrown(client.call(`http://127.0.0.1:${port}`, painting, { params: { id: 7 } }));

    expect(isRefusal(answer, 'SERVICE_UNAVAILABLE')).toBe(true);
    expect(answer.getStatus()).toBe(503);
    expect(JSON.stringify(answer.getResponse())).not.toContain('127.0.0.1');
    expect(answer.getResponse()).toMatchObject({ message: SERVICE_UNAVAILABLE });
    expect(String((answer.cause as Error).message)).toContain(`127.0.0.1:${port} did not answer`);
  });

  it('answers what the endpoint answers, as its schema reads it, from the path with its parameters', async () => {
    const service = await serviceAnswering({ id: 7, title: 'Lake Wakatipu', secret: 'not for us' });
    try {
      await expect(client.call(service.baseUrl, painting, { params: { id: 7 } })).resolves.toEqual({ id: 7, title: 'Lake Wakatipu' });
      expect(service.paths).toEqual(['/internal/paintings/7']);
    } finally {
      service.server.close();
    }
  });

  it('makes each call on a connection of its own: one to a replica that went silent is never reused', async () => {
    // Answers the first request of each connection only, as a crashed replica leaves its connections open and silent.
    const answered = new WeakSet<object>();
    const server = createHttpServer((request, response) => {
      if (answered.has(request.socket)) return;
      answered.add(request.socket);
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 7, title: 'Lake Wakatipu' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      for (let call = 0; call < 3; call++) {
        await expect(client.call(baseUrl, painting, { params: { id: 7 } }, 1000)).resolves.toEqual({ id: 7, title: 'Lake Wakatipu' });
      }
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('refuses an answer its schema refuses with a 502 that says what was wrong only to the log', async () => {
    const service = await serviceAnswering({ id: '7' });
    try {
      const answer = await thrown(client.call(service.baseUrl, painting, { params: { id: 7 } }));
      expect(answer.getStatus()).toBe(502);
      expect(answer.getResponse()).toMatchObject({ message: SERVICE_ANSWERED_WRONGLY });
      expect(String((answer.cause as Error).message)).toMatch(
        /GET .*\/internal\/paintings\/:id answered what its schema refuses: id: .*; title: /,
      );
    } finally {
      service.server.close();
    }
  });

  it("re-throws the other side's refusal with its code and message, when the endpoint declares that code", async () => {
    const service = await serviceAnswering({ statusCode: 404, code: 'NOT_FOUND', message: 'Painting not found', errorId: 'x' }, 404);
    try {
      const answer = await thrown(client.call(service.baseUrl, painting, { params: { id: 7 } }));
      expect(isRefusal(answer, 'NOT_FOUND')).toBe(true);
      // Refused for good: durable work stops on it.
      expect(answer).toBeInstanceOf(RefusedCallError);
      expect(answer.getStatus()).toBe(404);
      expect(answer.getResponse()).toMatchObject({ message: 'Painting not found' });
    } finally {
      service.server.close();
    }
  });

  it.each([
    ['without a code', { statusCode: 404, message: 'Painting not found' }, 404],
    ['with a code the endpoint does not declare', { statusCode: 409, code: 'PAINTING_SOLD', message: 'Sold' }, 409],
  ])('reads an error answer %s as UPSTREAM_INVALID_ANSWER', async (_case, body, status) => {
    const service = await serviceAnswering(body, status);
    try {
      const answer = await thrown(client.call(service.baseUrl, painting, { params: { id: 7 } }));
      expect(isRefusal(answer, 'UPSTREAM_INVALID_ANSWER')).toBe(true);
      expect(answer.getResponse()).toMatchObject({ message: SERVICE_ANSWERED_WRONGLY });
    } finally {
      service.server.close();
    }
  });

  it('reads a 503 without our body (a proxy that found no service) as SERVICE_UNAVAILABLE', async () => {
    const service = await serviceAnswering('<html>503</html>', 503);
    try {
      const answer = await thrown(client.call(service.baseUrl, painting, { params: { id: 7 } }));
      expect(isRefusal(answer, 'SERVICE_UNAVAILABLE')).toBe(true);
    } finally {
      service.server.close();
    }
  });

  it('re-throws RATE_LIMITED and the outages as refusals for now, not for good', async () => {
    const limited = endpoint('GET', '/internal/limited').refuses('RATE_LIMITED').answers(z.object({}));
    for (const [code, status] of [
      ['RATE_LIMITED', 429],
      ['SERVICE_UNAVAILABLE', 503],
      ['INTERNAL_ERROR', 500],
    ] as const) {
      const service = await serviceAnswering({ statusCode: status, code, message: 'busy' }, status);
      try {
        const answer = await thrown(client.call(service.baseUrl, limited, {}));
        expect([isRefusal(answer, code), answer instanceof RefusedCallError]).toEqual([true, false]);
      } finally {
        service.server.close();
      }
    }
  });
});
