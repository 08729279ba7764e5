import { Injectable, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { startTestService, type TestService } from '@atelier/service-kit/testing';
import {
  CreateDurableWork1764400000000,
  DurableWorkFailures1766150000000,
  DurableWorkModule,
  DurableWorkService,
  JobsService,
  LOGGER,
  MAX_REQUEUES,
  ServiceKitModule,
  SWEEP_BATCH,
} from '../src';

interface Note {
  text: string;
  secret?: string;
}

/** A kind of work that fails while `down` is set, and records what it delivered. */
@Injectable()
class Notes {
  static delivered: string[] = [];
  static down = false;
  constructor(work: DurableWorkService) {
    work.handle<Note>('note', {
      run: async ({ text }) => {
        if (Notes.down) throw new Error('the receiver is down');
        Notes.delivered.push(text);
      },
      keepWhenDone: ({ secret: _secret, ...note }) => note,
      describe: ({ text }) => `note “${text}”`,
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
  providers: [Notes],
})
class WorkTestModule {}

// BullMQ needs Redis: with REDIS_URL (CI) both modes run, without it the in-process mode does.
const modes = process.env.REDIS_URL ? ['bullmq', 'in-process'] : ['in-process'];

describe.each(modes)('DurableWorkService (%s jobs)', (mode) => {
  let service: TestService;
  let db: DataSource;
  let work: DurableWorkService;
  const redisUrl = process.env.REDIS_URL;

  beforeAll(async () => {
    if (mode === 'in-process') delete process.env.REDIS_URL;
    service = await startTestService(WorkTestModule, { name: 'work' });
    db = service.app.get(DataSource);
    work = service.app.get(DurableWorkService);
  });
  afterAll(async () => {
    await service.close();
    if (redisUrl) process.env.REDIS_URL = redisUrl;
  });
  beforeEach(() => {
    Notes.delivered = [];
    Notes.down = false;
  });

  const row = async (key: string) =>
    (
      (await db.query(`SELECT done_at, requeues, payload, last_error, failed_at, failure FROM durable_work WHERE key = $1`, [
        key,
      ])) as Record<string, unknown>[]
    )[0];
  const until = async (check: () => Promise<boolean> | boolean) => {
    const deadline = Date.now() + 20_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const due = (key: string, minutesAgo: number) =>
    db.query(`UPDATE durable_work SET run_after = now() - make_interval(secs => $2) WHERE key = $1`, [key, minutesAgo * 60 + 1]);

  it('writes work only with its transaction, runs it once however often it is staged and dispatched, and keeps what it is told to', async () => {
    await expect(
      db.transaction(async (manager) => {
        await work.stage(manager, [{ kind: 'note', key: `${mode}-rolled-back`, payload: { text: 'never' } }]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await row(`${mode}-rolled-back`)).toBeUndefined();

    const key = `${mode}-hello`;
    const keys = await db.transaction((manager) =>
      work.stage(manager, [{ kind: 'note', key, payload: { text: 'hello', secret: 's3cret' } }]),
    );
    await db.transaction((manager) => work.stage(manager, [{ kind: 'note', key, payload: { text: 'hello again' } }]));
    await work.dispatch(keys);
    await work.dispatch(keys);
    await until(async () => Boolean((await row(key))?.done_at));
    await service.app.get(JobsService).drain();
    expect(Notes.delivered).toEqual(['hello']);
    expect((await row(key))!.payload).toEqual({ text: 'hello' });
  });

  it('re-queues undone work 1, 2, 4… minutes after it was due, under a fresh job id, until it is done', async () => {
    Notes.down = true;
    const key = `${mode}-outage`;
    await work.dispatch(
      await db.transaction((manager) => work.stage(manager, [{ kind: 'note', key, payload: { text: 'after the outage' } }])),
    );
    await until(async () => Boolean((await row(key))?.last_error));

    expect(await work.sweep()).toBe(0); // not due yet: one minute after it was due
    await due(key, 1);
    Notes.down = false;
    expect(await work.sweep()).toBe(1);
    await until(async () => Boolean((await row(key))?.done_at));
    expect(Notes.delivered).toEqual(['after the outage']);
    expect(await row(key)).toMatchObject({ requeues: 1, last_error: null });

    await due(key, 60);
    expect(await work.sweep()).toBe(0); // done: never again
  });

  it('leaves a safety net alone until its time, and gives up after MAX_REQUEUES rounds, a batch at a time', async () => {
    const net = `${mode}-net`;
    await db.transaction((manager) =>
      work.stage(manager, [{ kind: 'note', key: net, payload: { text: 'net' }, runAfter: new Date(Date.now() + 3_600_000) }]),
    );
    expect(await work.sweep()).toBe(0);
    expect(await row(net)).toMatchObject({ done_at: null, requeues: 0 });

    const stuck = `${mode}-stuck`;
    await db.query(
      `INSERT INTO durable_work (kind, key, payload, requeues, run_after) VALUES ('note', $1, '{"text":"x"}', $2, now() - interval '30 days')`,
      [stuck, MAX_REQUEUES],
    );
    Notes.down = true;
    const many = Array.from({ length: SWEEP_BATCH + 5 }, (_, i) => ({
      kind: 'note',
      key: `${mode}-many-${i}`,
      payload: { text: `m${i}` },
    }));
    await db.transaction((manager) => work.stage(manager, many));
    // Due once (1 minute after run_after), not twice (2 minutes after, once re-queued).
    await db.query(`UPDATE durable_work SET run_after = now() - interval '90 seconds' WHERE key LIKE $1`, [`${mode}-many-%`]);
    expect(await work.sweep()).toBe(SWEEP_BATCH);
    expect(await work.sweep()).toBe(5);
    expect(await row(stuck)).toMatchObject({ requeues: MAX_REQUEUES, done_at: null });
    await service.app.get(JobsService).drain();
  });

  it('says when failed work is tried again and when it is given up, and never calls a job that the sweep takes up again given up', async () => {
    const logger = service.app.get<Logger>(LOGGER);
    const warn = jest.spyOn(logger, 'warn');
    const error = jest.spyOn(logger, 'error');
    Notes.down = true;
    const retried = `${mode}-retried`;
    const lastRound = `${mode}-last-round`;
    const keys = await db.transaction((manager) =>
      work.stage(manager, [
        { kind: 'note', key: retried, payload: { text: 'retried' } },
        { kind: 'note', key: lastRound, payload: { text: 'last round' } },
      ]),
    );
    // As if the sweep had queued it MAX_REQUEUES times already: this is its last automatic round.
    await db.query(`UPDATE durable_work SET requeues = $2 WHERE key = $1`, [lastRound, MAX_REQUEUES]);
    /** What was logged of these two, with `message`. */
    const said = (spy: jest.SpyInstance, message: string) =>
      spy.mock.calls.filter((call) => call[1] === message && keys.includes(call[0].key ?? decodeURIComponent(call[0].jobId)));
    await work.dispatch(keys);

    // Each job's own retries first (1 + 2 + 4 + 8 s), then its last try.
    const deadline = Date.now() + 40_000;
    while (
      said(warn, 'work failed; retrying when the sweep queues it again').length +
        said(error, 'work failed; given up, no automatic attempt left').length <
      2
    ) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await service.app.get(JobsService).drain();

    expect(said(warn, 'job failed; retrying').map(([log]) => log.attempt)).toEqual(expect.arrayContaining([1, 1, 2, 2, 3, 3, 4, 4]));
    expect(said(warn, 'work failed; retrying when the sweep queues it again')).toEqual([
      [expect.objectContaining({ key: retried, retryAt: expect.any(Date) }), 'work failed; retrying when the sweep queues it again'],
    ]);
    expect(said(error, 'work failed; given up, no automatic attempt left')).toEqual([
      [expect.objectContaining({ key: lastRound }), 'work failed; given up, no automatic attempt left'],
    ]);
    expect(said(error, 'job failed; given up')).toEqual([]);
    // The work given up is failed, with its reason, and the admin's list shows it; the other waits for the sweep.
    expect(await row(lastRound)).toMatchObject({ failure: 'given-up', last_error: 'the receiver is down', done_at: null });
    expect(await row(retried)).toMatchObject({ failure: null, failed_at: null });
    expect((await work.failed()).filter((failed) => failed.subject === 'note “last round”')).toEqual([
      expect.objectContaining({
        kind: 'note',
        subject: 'note “last round”',
        failure: 'given-up',
        attempts: 5,
        reason: 'the receiver is down',
      }),
    ]);
    warn.mockRestore();
    error.mockRestore();
  }, 60_000);

  it('counts the work of a kind staged under a key prefix, done or not, and the caller’s own uncommitted work', async () => {
    const prefix = `${mode}-count_7-`;
    const later = new Date(Date.now() + 3_600_000);
    await db.transaction((manager) =>
      work.stage(manager, [{ kind: 'note', key: `${prefix}first`, payload: { text: 'a' }, runAfter: later }]),
    );
    // Done work counts; another kind, and a key the prefix matches only as a LIKE pattern ('_' any character), do not.
    await db.query(
      `INSERT INTO durable_work (kind, key, payload, done_at) VALUES ('note', $1, '{}', now()), ('memo', $2, '{}', now()), ('note', $3, '{}', now())`,
      [`${prefix}done`, `${prefix}memo`, `${mode}-countX7-other`],
    );
    const counted = await db.transaction(async (manager) => {
      await work.stage(manager, [{ kind: 'note', key: `${prefix}second`, payload: { text: 'b' }, runAfter: later }]);
      return work.countStaged(manager, 'note', prefix);
    });
    expect(counted).toBe(3);
    expect(await work.countStaged(db.manager, 'note', `${mode}-count_8-`)).toBe(0);
  });
});
