import type { ArgumentsHost } from '@nestjs/common';
import type { Logger } from 'pino';
import { endpoint } from '@atelier/contracts';
import { GlobalErrorFilter } from './error.filter';
import { Refusal } from './refusal';
import { Serves } from './serves';

const served = endpoint('POST', '/api/spec-things/:id/sell').refuses('PAINTING_SOLD');
// Registers the endpoint as a controller's method would.
Serves(served);

function answerTo(error: unknown) {
  const logged: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const logger = Object.fromEntries(
    ['error', 'info'].map((level) => [
      level,
      (fields: Record<string, unknown>, message: string) => logged.push({ level, fields, message }),
    ]),
  ) as unknown as Logger;
  const sent: { status?: number; body?: Record<string, unknown> } = {};
  const reply = {
    header: () => reply,
    status: (status: number) => ((sent.status = status), reply),
    send: (body: Record<string, unknown>) => ((sent.body = body), reply),
  };
  const request = { id: 'req-1', method: 'POST', url: '/api/spec-things/7/sell', routeOptions: { url: served.path } };
  const host = { switchToHttp: () => ({ getResponse: () => reply, getRequest: () => request }) } as unknown as ArgumentsHost;
  new GlobalErrorFilter(logger).catch(error, host);
  return { sent, logged };
}

describe(GlobalErrorFilter.name, () => {
  it('answers a declared refusal without complaint', () => {
    const { sent, logged } = answerTo(new Refusal('PAINTING_SOLD', 'This painting has already been sold'));
    expect(sent).toEqual({
      status: 409,
      body: { statusCode: 409, code: 'PAINTING_SOLD', message: 'This painting has already been sold', errorId: expect.any(String) },
    });
    expect(logged.filter((entry) => entry.level === 'error')).toEqual([]);
  });

  it('logs an error when an endpoint refuses with a code it does not declare (callers will read it as INTERNAL_ERROR)', () => {
    const { sent, logged } = answerTo(new Refusal('PAINTING_RESERVED', 'Someone else is buying this painting'));
    expect(sent.body).toMatchObject({ statusCode: 409, code: 'PAINTING_RESERVED' });
    expect(logged.filter((entry) => entry.level === 'error').map((entry) => entry.message)).toEqual([
      'POST /api/spec-things/:id/sell refused with PAINTING_RESERVED, a code it does not declare',
    ]);
  });

  it('lets any endpoint answer the common codes', () => {
    const { logged } = answerTo(Object.assign(new Error('Connection terminated unexpectedly'), {}));
    expect(logged.map((entry) => entry.message)).toEqual(['Service unavailable']);
  });
});
