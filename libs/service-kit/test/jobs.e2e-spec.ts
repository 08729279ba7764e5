import { Injectable, Module } from '@nestjs/common';
import { startTestService, type TestService } from '@atelier/service-kit/testing';
import { JOB_CONCURRENCY, JobsService, ServiceKitModule } from '../src';

/** Records each delivery; fails the first `failures` attempts of every job. */
@Injectable()
class Recorder {
  static deliveries: string[] = [];
  static attempts = new Map<string, number>();
  static failures = 1;
  constructor(jobs: JobsService) {
    jobs.register<{ id: string }>('test-mail', async ({ id }) => {
      const attempt = (Recorder.attempts.get(id) ?? 0) + 1;
      Recorder.attempts.set(id, attempt);
      if (attempt <= Recorder.failures) throw new Error(`flaky ${id}`);
      Recorder.deliveries.push(id);
    });
  }
}

/** Tracks how many of its jobs run at the same moment. */
@Injectable()
class SlowWork {
  static active = 0;
  static peak = 0;
  static done = 0;
  constructor(jobs: JobsService) {
    jobs.register('test-slow', async () => {
      SlowWork.active += 1;
      SlowWork.peak = Math.max(SlowWork.peak, SlowWork.active);
      await new Promise((resolve) => setTimeout(resolve, 100));
      SlowWork.active -= 1;
      SlowWork.done += 1;
    });
  }
}

@Module({ imports: [ServiceKitModule.forRoot({ name: 'jobs-test', entities: [], migrations: [] })], providers: [Recorder, SlowWork] })
class JobsTestModule {}

// BullMQ needs Redis: with REDIS_URL (CI) both modes run, without it the in-process mode does.
const modes = process.env.REDIS_URL ? ['bullmq', 'in-process'] : ['in-process'];

describe.each(modes)('JobsService (%s)', (mode) => {
  let service: TestService;
  const redisUrl = process.env.REDIS_URL;

  beforeAll(async () => {
    if (mode === 'in-process') delete process.env.REDIS_URL;
    Recorder.deliveries = [];
    Recorder.attempts.clear();
    service = await startTestService(JobsTestModule, { name: 'jobs' });
  });
  afterAll(async () => {
    await service.close();
    if (redisUrl) process.env.REDIS_URL = redisUrl;
  });

  it('runs each job once per id, retrying a failed attempt', async () => {
    const jobs = service.app.get(JobsService);
    expect(jobs.mode).toBe(mode);
    const run = `${mode}-${Date.now()}`;
    await jobs.add('test-mail', { id: `${run}-a` }, `${run}-a`);
    await jobs.add('test-mail', { id: `${run}-a` }, `${run}-a`);
    await jobs.add('test-mail', { id: `${run}-b` }, `${run}-b`);

    const deadline = Date.now() + 15000;
    while (Recorder.deliveries.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));

    expect(Recorder.deliveries.sort()).toEqual([`${run}-a`, `${run}-b`]);
    expect(Recorder.attempts.get(`${run}-a`)).toBe(2);
  });

  it(`runs at most ${JOB_CONCURRENCY} jobs at once`, async () => {
    const jobs = service.app.get(JobsService);
    SlowWork.peak = 0;
    SlowWork.done = 0;
    const run = `${mode}-slow-${Date.now()}`;
    for (let i = 0; i < 8; i++) await jobs.add('test-slow', {}, `${run}-${i}`);
    const deadline = Date.now() + 15000;
    while (SlowWork.done < 8 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(SlowWork.done).toBe(8);
    expect(SlowWork.peak).toBe(JOB_CONCURRENCY);
  });
});
