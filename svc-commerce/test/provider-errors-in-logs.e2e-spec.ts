import { createLogger } from '@atelier/service-kit';
import { Writable } from 'node:stream';
import { inspect } from 'node:util';
import { startFakePaypal, type FakePaypal } from '../../scripts/fakes/paypal.mjs';
import type { CommerceEnv } from '../src/env';
import { PaypalClient } from '../src/payments/paypal/paypal.client';

/** What the service's logger writes, line by line. */
function capturedLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger('commerce', 'info', destination), output: () => lines.join('') };
}

const CLIENT_ID = 'atelier-client-id';
const SECRET = 'the-paypal-client-secret-0123456789';

describe('provider errors in the logs', () => {
  let paypal: FakePaypal;
  beforeAll(async () => {
    paypal = await startFakePaypal({ clientId: CLIENT_ID, clientSecret: SECRET });
  });
  afterAll(() => paypal?.close());

  const client = (secret: string) =>
    new PaypalClient({ PAYPAL_CLIENT_ID: CLIENT_ID, PAYPAL_CLIENT_SECRET: secret, PAYPAL_BASE_URL: paypal.url } as CommerceEnv);
  const failure = (call: Promise<unknown>) =>
    call.then(
      () => {
        throw new Error('the call should have failed');
      },
      (error: unknown) => error,
    );

  it('a refused access token and a failing capture log status and debug id, and no credential', async () => {
    const { logger, output } = capturedLogger();

    // Wrong secret: the SDK's error holds the token request, Basic credentials and all.
    const refused = await failure(client(`${SECRET}-wrong`).getOrder('ORDER-1'));
    logger.error({ err: refused }, 'PayPal refused');
    // Right secret, unknown order: the error holds the request with its Bearer token.
    const unknown = await failure(client(SECRET).captureOrder('NO-SUCH-ORDER', 'request-1'));
    logger.error({ err: unknown, orderId: 'NO-SUCH-ORDER' }, 'PayPal capture failed');

    // The errors really carry the secrets that must stay out.
    expect(inspect(unknown, { depth: 6 })).toMatch(/Bearer /);
    expect(inspect(refused, { depth: 6 })).toMatch(/Basic /);
    const written = output();
    const [token] = [...paypal.state.tokens];
    for (const secret of [SECRET, Buffer.from(`${CLIENT_ID}:${SECRET}-wrong`).toString('base64'), token!, 'Bearer ', 'Basic ']) {
      expect(written).not.toContain(secret);
    }
    expect(written).not.toMatch(/authorization/i);
    const [first, second] = written
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { err: Record<string, unknown> });
    expect(first!.err).toMatchObject({ status: 401 });
    expect(second!.err).toMatchObject({ status: 404, debugId: expect.stringMatching(/^[0-9a-f]+$/) });
  });

  it('redacts credentials in any logged headers', () => {
    const { logger, output } = capturedLogger();
    logger.warn({ request: { headers: { authorization: 'Bearer abc', cookie: 'atelier_session=xyz', accept: 'json' } } }, 'seen');
    expect(output()).not.toMatch(/abc|xyz/);
    expect(JSON.parse(output()).request.headers).toEqual({ authorization: '[redacted]', cookie: '[redacted]', accept: 'json' });
  });
});
