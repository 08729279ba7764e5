import { Injectable, Module } from '@nestjs/common';
import { createServer, type Server } from 'node:http';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { endpoint, FAILED_WORK_MESSAGES, type FailedWork } from '@atelier/contracts';
import { startTestService, type TestService } from '@atelier/service-kit/testing';
import { startIdentityService } from '../../../scripts/test/identity-service.mjs';
import {
  CreateDurableWork1764400000000,
  DurableWorkFailures1766150000000,
  DurableWorkModule,
  DurableWorkService,
  InternalClient,
  JobsService,
  ServiceKitModule,
} from '../src';

const INTERNAL_TOKEN = 'test-internal-token-0123456789';
const deliver = endpoint('POST', '/internal/deliveries')
  .takes(z.object({ text: z.string() }))
  .refuses('PAYMENT_DECLINED', 'RATE_LIMITED')
  .answers(z.object({ delivered: z.boolean() }));

/**
 * The other service, over real HTTP: answers each delivery with the next status scripted for its
 * text (200 once they run out), a 4xx with a message as the services' error filter writes it.
 */
const receiver = {
  url: '',
  script: new Map<string, number[]>(),
  calls: new Map<string, number>(),
};

@Injectable()
class Deliveries {
  constructor(work: DurableWorkService, internal: InternalClient) {
    work.handle<{ text: string }>('delivery', {
      run: async ({ text }) => void (await internal.call(receiver.url, deliver, { body: { text } })),
      describe: ({ text }) => `delivery “${text}”`,
    });
  }
}

@Module({
  imports: [
    ServiceKitModule.forRoot({
      name: 'work-test',
      entities: [],
      migrations: [CreateDurableWork1764400000000, DurableWorkFailures1766150000000],
    }),
    DurableWorkModule,
  ],
  providers: [Deliveries],
})
class FailedWorkTestModule {}

// BullMQ needs Redis: with REDIS_URL (CI) both modes run, without it the in-process mode does.
const modes = process.env.REDIS_URL ? ['bullmq', 'in-process'] : ['in-process'];

let server: Server;
let identity: Awaited<ReturnType<typeof startIdentityService>>;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const { text } = JSON.parse(body) as { text: string };
      receiver.calls.set(text, (receiver.calls.get(text) ?? 0) + 1);
      const status = receiver.script.get(text)?.shift() ?? 200;
      // A 408 has no code of ours: the caller reads it as an answer it cannot trust, and tries again.
      const code = (
        { 400: 'VALIDATION_FAILED', 422: 'PAYMENT_DECLINED', 429: 'RATE_LIMITED', 503: 'SERVICE_UNAVAILABLE' } as Record<number, string>
      )[status];
      const answer = status === 200 ? { delivered: true } : { statusCode: status, code, message: `data.text: refused with ${status}` };
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  identity = await startIdentityService({ internalToken: INTERNAL_TOKEN });
});
afterAll(async () => {
  await identity.stop();
  await new Promise((resolve) => server.close(resolve));
});

describe.each(modes)('Failed durable work (%s jobs)', (mode) => {
  let service: TestService;
  let db: DataSource;
  let work: DurableWorkService;
  const redisUrl = process.env.REDIS_URL;

  beforeAll(async () => {
    if (mode === 'in-process') delete process.env.REDIS_URL;
    service = await startTestService(FailedWorkTestModule, { name: 'failed_work', env: { IDENTITY_URL: identity.url } });
    db = service.app.get(DataSource);
    work = service.app.get(DurableWorkService);
  });
  afterAll(async () => {
    await service.close();
    if (redisUrl) process.env.REDIS_URL = redisUrl;
  });

  const row = async (key: string) =>
    (
      (await db.query(`SELECT id, done_at, failed_at, failure, attempts, last_error FROM durable_work WHERE key = $1`, [key])) as {
        id: number;
        done_at: Date | null;
        failed_at: Date | null;
        failure: string | null;
        attempts: number;
        last_error: string | null;
      }[]
    )[0]!;
  const until = async (check: () => Promise<boolean> | boolean) => {
    const deadline = Date.now() + 30_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  /** Stages one delivery, the receiver answering it with `statuses` first, and queues it. */
  const deliverText = async (text: string, statuses: number[]) => {
    receiver.script.set(text, [...statuses]);
    const key = `delivery-${text}`;
    await work.dispatch(await db.transaction((manager) => work.stage(manager, [{ kind: 'delivery', key, payload: { text } }])));
    return key;
  };
  const admin = async (method: string, path: string, headers: Record<string, string> = {}) =>
    fetch(`${service.url}${path}`, { method, headers: { 'sec-fetch-site': 'same-origin', ...headers } });

  it('stops work the other side refuses (a 4xx) after one attempt, failed with the answer as its reason, never swept again', async () => {
    const text = `${mode}-malformed`;
    const key = await deliverText(text, [400]);
    await until(async () => Boolean((await row(key)).failed_at));
    // Past the job's own first retry (1 s), and as due as the sweep could find it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await db.query(`UPDATE durable_work SET run_after = now() - interval '1 day' WHERE key = $1`, [key]);
    await work.sweep();
    await service.app.get(JobsService).drain();

    expect(receiver.calls.get(text)).toBe(1);
    expect(await row(key)).toMatchObject({ failure: 'refused', attempts: 1, done_at: null, last_error: '400 data.text: refused with 400' });
  });

  it('tries again through an outage (503), a timeout (408) and too many requests (429) until the other side takes it', async () => {
    const text = `${mode}-outage`;
    const key = await deliverText(text, [503, 408, 429]);
    await until(async () => Boolean((await row(key)).done_at));
    await service.app.get(JobsService).drain();

    expect(receiver.calls.get(text)).toBe(4);
    expect(await row(key)).toMatchObject({ failure: null, failed_at: null, attempts: 4, last_error: null });
  }, 30_000);

  it('lists failed work to the admin only, and her retry (clicked twice) runs it once more', async () => {
    const text = `${mode}-retried`;
    const key = await deliverText(text, [422]);
    await until(async () => Boolean((await row(key)).failed_at));
    const { id } = await row(key);
    const path = '/api/admin/failed-work/work-test';

    expect((await admin('GET', path)).status).toBe(401);
    expect((await admin('POST', `${path}/${id}/retry`)).status).toBe(401);
    const cookie = await identity.signIn();
    expect((await admin('GET', '/api/admin/failed-work/commerce', { cookie })).status).toBe(404);
    const listed = (await (await admin('GET', path, { cookie })).json()) as FailedWork[];
    expect(listed.find((failed) => failed.id === id)).toEqual({
      id,
      service: 'work-test',
      kind: 'delivery',
      subject: `delivery “${text}”`,
      createdAt: expect.any(String),
      failedAt: expect.any(String),
      attempts: 1,
      failure: 'refused',
      reason: '422 data.text: refused with 422',
    });

    // A retry from another site is refused; the admin's double click queues it once.
    expect((await admin('POST', `${path}/${id}/retry`, { cookie, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const clicks = await Promise.all([admin('POST', `${path}/${id}/retry`, { cookie }), admin('POST', `${path}/${id}/retry`, { cookie })]);
    expect(clicks.map((click) => click.status)).toEqual([204, 204]);
    await until(async () => Boolean((await row(key)).done_at));
    expect((await admin('POST', `${path}/${id}/retry`, { cookie })).status).toBe(204); // done: nothing to run
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await service.app.get(JobsService).drain();

    expect(receiver.calls.get(text)).toBe(2);
    expect(await row(key)).toMatchObject({ failure: null, failed_at: null, attempts: 2 });
    expect(((await (await admin('GET', path, { cookie })).json()) as FailedWork[]).map((failed) => failed.id)).not.toContain(id);
    const unknown = await admin('POST', `${path}/2147483647/retry`, { cookie });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: FAILED_WORK_MESSAGES.notFound });
  });

  it('names work whose payload it cannot describe by its kind', async () => {
    await db.query(
      `INSERT INTO durable_work (kind, key, payload, failed_at, failure, last_error) VALUES ('delivery', $1, 'null', now(), 'refused', '400 bad')`,
      [`${mode}-unreadable`],
    );
    expect((await work.failed()).find((failed) => failed.reason === '400 bad')).toMatchObject({ subject: 'delivery work' });
    await db.query(`DELETE FROM durable_work WHERE key = $1`, [`${mode}-unreadable`]);
  });
});
