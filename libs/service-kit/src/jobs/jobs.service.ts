import { BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { Queue, Worker, type JobsOptions } from 'bullmq';
import type { Logger } from 'pino';
import { ENV, LOGGER } from '../tokens';
import type { BaseEnv } from '../env/env';

/** The retry policy every job gets, in BullMQ and in-process alike. */
export const JOB_ATTEMPTS = 5;
export const JOB_BACKOFF_MS = 1000;
/** Jobs of one service that run at once, per process (BullMQ worker concurrency too). */
export const JOB_CONCURRENCY = 2;

/** Which try of its job a handler runs: the last one is followed by no retry of the job's own. */
export interface JobAttempt {
  number: number;
  last: boolean;
}

export type JobHandler<T> = (data: T, attempt: JobAttempt) => Promise<void>;

export interface QueueOptions {
  /**
   * Its jobs' work is queued again by a sweep when their last try fails (durable work): the job
   * is not given up, and its handler says what comes next.
   */
  sweptAgain?: boolean;
}

interface InProcessJob {
  queue: string;
  id: string;
  data: unknown;
  attempt: number;
}

/**
 * Background work. With `REDIS_URL` jobs go through BullMQ (survive restarts, retried,
 * failures kept); without it (the embedded run) the same handlers run in this process
 * with the same retry policy. Job ids make a repeated `add` a no-op.
 */
@Injectable()
export class JobsService implements BeforeApplicationShutdown {
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly swept = new Set<string>();
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  private readonly seenIds = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly intervals = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  /** In-process jobs due now, waiting for a free slot. */
  private readonly ready: InProcessJob[] = [];
  private closing = false;

  constructor(
    @Inject(ENV) private readonly env: BaseEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    if (!env.REDIS_URL) this.logger.info('REDIS_URL not set: jobs run in-process with the same retry policy');
  }

  get mode(): 'bullmq' | 'in-process' {
    return this.env.REDIS_URL ? 'bullmq' : 'in-process';
  }

  /** Registers the one handler of a queue and, with Redis, starts its worker. */
  register<T>(queue: string, handler: JobHandler<T>, { sweptAgain = false }: QueueOptions = {}): void {
    if (this.handlers.has(queue)) throw new Error(`Queue ${queue} already has a handler`);
    this.handlers.set(queue, handler as JobHandler<unknown>);
    if (sweptAgain) this.swept.add(queue);
    if (this.env.REDIS_URL) {
      const worker = new Worker(
        queue,
        // attemptsMade counts the tries that failed before this one.
        async (job) => handler(job.data as T, { number: job.attemptsMade + 1, last: job.attemptsMade + 1 >= (job.opts.attempts ?? 1) }),
        {
          connection: { url: this.env.REDIS_URL, maxRetriesPerRequest: null },
          prefix: this.env.QUEUE_PREFIX,
          concurrency: JOB_CONCURRENCY,
        },
      );
      worker.on('failed', (job, error) =>
        this.failed(
          { queue, jobId: job?.id, attempt: job?.attemptsMade ?? 0, err: error },
          (job?.attemptsMade ?? 0) >= (job?.opts.attempts ?? 1),
        ),
      );
      worker.on('error', (error) => this.logger.error({ queue, err: error }, 'job worker error'));
      this.workers.push(worker);
    }
  }

  /** Queues a job; the same `jobId` twice runs once. */
  async add<T>(queue: string, data: T, jobId: string): Promise<void> {
    if (this.env.REDIS_URL) {
      const options: JobsOptions = {
        jobId,
        attempts: JOB_ATTEMPTS,
        backoff: { type: 'exponential', delay: JOB_BACKOFF_MS },
        removeOnComplete: { age: 24 * 3600, count: 1000 },
        removeOnFail: false,
      };
      await this.queueFor(queue).add(queue, data, options);
      return;
    }
    const key = `${queue}:${jobId}`;
    if (this.seenIds.has(key)) return;
    this.seenIds.add(key);
    this.schedule({ queue, id: jobId, data, attempt: 1 }, 0);
  }

  /**
   * Runs `task` every `everyMs`: with Redis as a BullMQ job scheduler (one run per interval
   * across every replica, kept in Redis), otherwise on a timer in this process, one run at a time.
   */
  every(name: string, everyMs: number, task: () => Promise<void>): void {
    this.register(name, task);
    if (this.env.REDIS_URL) {
      // Not awaited: with Redis away at start the service still starts, and the scheduler is set once Redis answers.
      this.queueFor(name)
        .upsertJobScheduler(name, { every: everyMs }, { name, opts: { removeOnComplete: true, removeOnFail: 100 } })
        .catch((error: unknown) => this.logger.error({ queue: name, err: error }, 'could not set up a scheduled task'));
      return;
    }
    let running = false;
    const interval = setInterval(() => {
      if (running || this.closing) return;
      running = true;
      task()
        .catch((error: unknown) => this.logger.error({ queue: name, err: error }, 'scheduled task failed'))
        .finally(() => (running = false));
    }, everyMs);
    interval.unref();
    this.intervals.add(interval);
  }

  /** Resolves when every in-process job has settled (tests and shutdown). */
  async drain(): Promise<void> {
    while (this.running.size || this.timers.size || this.ready.length) {
      await Promise.all([...this.running]);
      if (this.timers.size) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Before the database closes: running jobs finish (and record that they did), workers stop. */
  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    for (const interval of this.intervals) clearInterval(interval);
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.ready.length = 0;
    await Promise.all([...this.running]);
    await Promise.all(this.workers.map((worker) => worker.close()));
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }

  private queueFor(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: { url: this.env.REDIS_URL!, maxRetriesPerRequest: null }, prefix: this.env.QUEUE_PREFIX });
      queue.on('error', (error) => this.logger.error({ queue: name, err: error }, 'job queue error'));
      this.queues.set(name, queue);
    }
    return queue;
  }

  private schedule(job: InProcessJob, delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.ready.push(job);
      this.pump();
    }, delayMs);
    this.timers.add(timer);
  }

  /** Starts due jobs while slots are free, like a BullMQ worker's concurrency. */
  private pump(): void {
    while (this.running.size < JOB_CONCURRENCY && this.ready.length && !this.closing) {
      const run = this.runInProcess(this.ready.shift()!).finally(() => {
        this.running.delete(run);
        this.pump();
      });
      this.running.add(run);
    }
  }

  private async runInProcess(job: InProcessJob): Promise<void> {
    const handler = this.handlers.get(job.queue);
    if (!handler) {
      this.logger.error({ queue: job.queue, jobId: job.id }, 'no handler registered for queue');
      return;
    }
    const last = job.attempt >= JOB_ATTEMPTS || this.closing;
    try {
      await handler(job.data, { number: job.attempt, last });
    } catch (error) {
      this.failed({ queue: job.queue, jobId: job.id, attempt: job.attempt, err: error }, last);
      if (!last) this.schedule({ ...job, attempt: job.attempt + 1 }, JOB_BACKOFF_MS * 2 ** (job.attempt - 1));
    }
  }

  /**
   * Says whether a failed job is tried again or given up, the same in both modes. A swept queue's
   * last failure is its handler's to tell (its work is tried again later).
   */
  private failed(log: { queue: string; jobId?: string; attempt: number; err: unknown }, last: boolean): void {
    if (!last) this.logger.warn(log, 'job failed; retrying');
    else if (!this.swept.has(log.queue)) this.logger.error(log, 'job failed; given up');
  }
}
