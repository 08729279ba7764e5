import { HttpException } from '@nestjs/common';
import { createServer } from 'node:net';
import { InternalClient, SERVICE_UNAVAILABLE } from './internal-client';

/** A port nothing listens on: bound, noted, released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('InternalClient', () => {
  it('answers a service that does not answer with a 503 that names no host; the cause, for the log, does', async () => {
    const port = await closedPort();
    const client = new InternalClient({ INTERNAL_TOKEN: 'x'.repeat(32) } as never);
    const error = await client.request(`http://127.0.0.1:${port}`, 'GET', '/internal/anything').catch((thrown: unknown) => thrown);

    expect(error).toBeInstanceOf(HttpException);
    const answer = error as HttpException;
    expect(answer.getStatus()).toBe(503);
    expect(JSON.stringify(answer.getResponse())).not.toContain('127.0.0.1');
    expect(answer.getResponse()).toMatchObject({ message: SERVICE_UNAVAILABLE });
    expect(String((answer.cause as Error).message)).toContain(`127.0.0.1:${port} did not answer`);
  });
});
