import { HttpException, Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { FailedWork, WorkFailure } from '@atelier/contracts';
import type { Logger } from 'pino';
import { DataSource, type EntityManager } from 'typeorm';
import { returningRows } from '../database/returning-rows';
import { RefusedCallError } from '../internal/internal-client';
import { JobsService, type JobAttempt } from '../jobs/jobs.service';
import { QUEUE_ADD_TIMEOUT_MS, withTimeout } from '../jobs/with-timeout';
import type { BaseEnv } from '../env/env';
import { ENV, LOGGER, SERVICE_NAME } from '../tokens';

/**
 * The one re-queue rule, applied every WORK_SWEEP_SECONDS (60): undone work goes on the queue
 * again `2^n` minutes after it was due (n the times it was re-queued before: 1, 2, 4… minutes),
 * under a fresh job id, at most this many times (about three days in all), this many rows a pass.
 */
export const MAX_REQUEUES = 12;
export const SWEEP_BATCH = 100;
/** The admin's list of failed work shows the latest this many. */
export const FAILED_LIST_LIMIT = 200;

export interface WorkItem<T = unknown> {
  /** Which handler runs it (see {@link DurableWorkService.handle}). */
  kind: string;
  /** Deterministic and unique, e.g. `order-12-confirmation`: staging the same key again is a no-op; the first job's id. */
  key: string;
  payload: T;
  /**
   * A safety net rather than a task: not queued now, but run by the sweep from this time on
   * (its handler finds the normal path finished, or finishes it). {@link DurableWorkService.dispatch} runs it at once.
   */
  runAfter?: Date;
}

/**
 * An outside provider's answer that trying again cannot change (a mail server's 5xx for this
 * recipient): the work fails at once and waits for the admin, as a refused internal call does.
 */
export class ProviderRefusal extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderRefusal';
  }
}

export interface WorkKind<T> {
  /**
   * Does the work; throwing leaves it undone (the job retries, then the sweep), except a
   * {@link RefusedCallError} or a {@link ProviderRefusal}: the other side refused it, so it fails
   * at once. Must be idempotent.
   */
  run: (payload: T, key: string) => Promise<void>;
  /** What of the payload to keep once done, e.g. without a link that must not outlive its e-mail. */
  keepWhenDone?: (payload: T) => T;
  /**
   * What it is for, in a few words, for the admin's list of failed work: `guest e-mail for booking #12`.
   * Never anyone's address or name (the payload may hold them); the payload may be malformed.
   */
  describe: (payload: T) => string | Promise<string>;
}

/** A job names its work by key, so queueing needs no read of the table. */
interface WorkJob {
  key: string;
}

interface WorkRow {
  kind: string;
  payload: unknown;
}

interface FailedRow extends WorkRow {
  id: number;
  created_at: Date;
  failed_at: Date;
  attempts: number;
  failure: WorkFailure;
  last_error: string | null;
}

/**
 * Durable work: a row written in the caller's transaction ({@link stage}), so what a change
 * owes (an e-mail, a call to another service) is committed with the change or not at all; queued
 * through the jobs service once committed ({@link dispatch}); run by its kind's handler, which
 * marks it done; and found again by a sweep (a BullMQ job scheduler with Redis, a timer
 * otherwise) when a job gave up or was never queued. Work the other side refuses, or that is still
 * not done after the last automatic attempt, fails: it waits for the admin ({@link failed}, {@link retry}).
 * The rows live in `durable_work` ({@link CreateDurableWork1764400000000}, {@link DurableWorkFailures1766150000000}).
 */
@Injectable()
export class DurableWorkService implements OnApplicationBootstrap {
  private readonly kinds = new Map<string, WorkKind<unknown>>();
  private readonly queue: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    @Inject(SERVICE_NAME) private readonly service: string,
    @Inject(ENV) private readonly env: BaseEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.queue = `${service}.work`;
    jobs.register<WorkJob>(this.queue, ({ key }, attempt) => this.run(key, attempt), { sweptAgain: true });
  }

  onApplicationBootstrap(): void {
    this.jobs.every(`${this.queue}.sweep`, this.env.WORK_SWEEP_SECONDS * 1000, async () => {
      await this.sweep();
    });
  }

  /** Registers the handler of one kind of work. */
  handle<T>(kind: string, handler: WorkKind<T>): void {
    if (this.kinds.has(kind)) throw new Error(`Work kind ${kind} already has a handler`);
    this.kinds.set(kind, handler as WorkKind<unknown>);
  }

  /** Writes work in the caller's transaction; a key already staged stays as it is. Answers the keys to {@link dispatch}. */
  async stage(manager: EntityManager, items: WorkItem[]): Promise<string[]> {
    if (!items.length) return [];
    for (const item of items) if (!this.kinds.has(item.kind)) throw new Error(`No handler for work kind ${item.kind}`);
    // One statement for all of them.
    await manager.query(
      `INSERT INTO "durable_work" ("kind", "key", "payload", "run_after")
       SELECT "kind", "key", "payload", coalesce("runAfter", now())
       FROM jsonb_to_recordset($1::jsonb) AS item("kind" varchar, "key" varchar, "payload" jsonb, "runAfter" timestamptz)
       ON CONFLICT ("key") DO NOTHING`,
      [JSON.stringify(items)],
    );
    return items.filter((item) => !item.runAfter).map((item) => item.key);
  }

  /**
   * How much work of `kind` whose key starts with `keyPrefix` was ever staged, done or not: read
   * in the caller's transaction, so what it staged itself counts, e.g. numbering a booking's
   * e-mails (`booking-7-…`) under the booking's row lock.
   */
  async countStaged(manager: EntityManager, kind: string, keyPrefix: string): Promise<number> {
    const [{ staged }] = (await manager.query(
      `SELECT count(*)::int AS "staged" FROM "durable_work" WHERE "kind" = $1 AND starts_with("key", $2)`,
      [kind, keyPrefix],
    )) as [{ staged: number }];
    return staged;
  }

  /**
   * Queues staged work once its transaction committed. Never throws: the change stands, and
   * work that could not be queued (Redis away) is queued by the sweep.
   */
  async dispatch(keys: string[]): Promise<void> {
    try {
      // Work already done is queued too, and its job finds it done.
      for (const key of keys) await this.queueJob(key, key);
    } catch (error) {
      this.logger.error({ err: error, keys }, 'queueing work failed; the sweep will queue it');
    }
  }

  /**
   * Queues work again at once whose run is known to have died midway (its owner knows by a claim
   * of its own, e.g. a lock of the dead run's database session). `round` names the dead run, so
   * finding it twice (two passes, two replicas) queues it once. Never throws, as {@link dispatch}.
   */
  async retryNow(key: string, round: string): Promise<void> {
    try {
      await this.queueJob(key, `${key}-${round}`);
    } catch (error) {
      this.logger.error({ err: error, key }, 'queueing work failed; the sweep will queue it');
    }
  }

  /**
   * One pass of the one re-queue rule (see {@link MAX_REQUEUES}). Several replicas may sweep at
   * once: each row is taken by one of them per round. Answers how many it queued.
   */
  async sweep(): Promise<number> {
    const rows = await returningRows<{ key: string; requeues: number; retries: number }>(
      this.dataSource.manager,
      `UPDATE "durable_work" SET "requeues" = "requeues" + 1
       WHERE "id" IN (
         SELECT "id" FROM "durable_work"
         WHERE "done_at" IS NULL AND "failed_at" IS NULL AND "requeues" < $1
           AND "run_after" + make_interval(mins => power(2, "requeues")::int) <= now()
         ORDER BY "id" LIMIT $2
         FOR UPDATE SKIP LOCKED)
       RETURNING "key", "requeues", "retries"`,
      [MAX_REQUEUES, SWEEP_BATCH],
    );
    for (const row of rows) {
      if (row.requeues === MAX_REQUEUES) this.logger.error({ key: row.key }, 'work still not done; last automatic attempt');
      // A fresh job id: BullMQ keeps a job that failed for good under its id and would ignore it
      // again; the admin's retries start the count again, so they are in it too.
      await this.queueJob(row.key, row.retries ? `${row.key}-retry${row.retries}-r${row.requeues}` : `${row.key}-r${row.requeues}`);
    }
    if (rows.length) this.logger.warn({ count: rows.length }, 'queued undone work again');
    return rows.length;
  }

  /** Failed work, the latest failure first (at most {@link FAILED_LIST_LIMIT}), each described by its kind. */
  async failed(): Promise<FailedWork[]> {
    const rows: FailedRow[] = await this.dataSource.query(
      `SELECT "id", "kind", "payload", "created_at", "failed_at", "attempts", "failure", "last_error" FROM "durable_work"
       WHERE "failed_at" IS NOT NULL AND "done_at" IS NULL
       ORDER BY "failed_at" DESC, "id" DESC LIMIT $1`,
      [FAILED_LIST_LIMIT],
    );
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        service: this.service,
        kind: row.kind,
        subject: await this.describe(row),
        createdAt: row.created_at.toISOString(),
        failedAt: row.failed_at.toISOString(),
        attempts: row.attempts,
        failure: row.failure,
        reason: row.last_error ?? '',
      })),
    );
  }

  /**
   * The admin's retry: failed work is queued again from the start, with every automatic attempt
   * before it again. Work not failed (queued again already: a second click; or done) is left as it
   * is, so it never runs twice. Answers false when there is no such work. Never throws for the
   * queue, as {@link dispatch}: the sweep queues it a minute later.
   */
  async retry(id: number): Promise<boolean> {
    const [retried] = await returningRows<{ key: string; retries: number }>(
      this.dataSource.manager,
      `UPDATE "durable_work" SET "failed_at" = NULL, "failure" = NULL, "requeues" = 0, "run_after" = now(), "retries" = "retries" + 1
       WHERE "id" = $1 AND "failed_at" IS NOT NULL AND "done_at" IS NULL
       RETURNING "key", "retries"`,
      [id],
    );
    if (!retried) {
      const [exists] = (await this.dataSource.query(`SELECT 1 FROM "durable_work" WHERE "id" = $1`, [id])) as unknown[];
      return Boolean(exists);
    }
    this.logger.info({ key: retried.key, retries: retried.retries }, 'failed work queued again by the admin');
    try {
      await this.queueJob(retried.key, `${retried.key}-retry${retried.retries}`);
    } catch (error) {
      this.logger.error({ err: error, key: retried.key }, 'queueing work failed; the sweep will queue it');
    }
    return true;
  }

  /** Its kind's words for it; a payload too malformed to describe (it may be why it failed) is named by its kind. */
  private async describe(row: WorkRow): Promise<string> {
    try {
      const subject = await this.kinds.get(row.kind)?.describe(row.payload);
      if (subject) return subject;
    } catch {
      // Named by its kind below.
    }
    return `${row.kind} work`;
  }

  /**
   * Waits for the queue at most QUEUE_ADD_TIMEOUT_MS (a request must not hang while Redis is
   * away; the add still completes when it returns, which the job id makes harmless).
   */
  private queueJob(key: string, jobId: string): Promise<void> {
    // BullMQ job ids may not contain ':'; keys are the callers' and may.
    return withTimeout(this.jobs.add<WorkJob>(this.queue, { key }, encodeURIComponent(jobId)), QUEUE_ADD_TIMEOUT_MS, 'queueing work');
  }

  /**
   * The job: runs the work unless it is done or failed (counting the attempt), then marks it
   * done; marks it failed when the other side refused it, or when no automatic attempt is left.
   */
  private async run(key: string, attempt: JobAttempt): Promise<void> {
    const [row] = await returningRows<WorkRow>(
      this.dataSource.manager,
      `UPDATE "durable_work" SET "attempts" = "attempts" + 1
       WHERE "key" = $1 AND "done_at" IS NULL AND "failed_at" IS NULL
       RETURNING "kind", "payload"`,
      [key],
    );
    if (!row) return;
    const kind = this.kinds.get(row.kind);
    if (!kind) throw new Error(`No handler for work kind ${row.kind}`);
    try {
      await kind.run(row.payload, key);
    } catch (error) {
      const reason = failureReason(error);
      if (error instanceof RefusedCallError || error instanceof ProviderRefusal) {
        // Trying again would be refused again: the job ends here, and the work waits for the admin.
        await this.dataSource.query(
          `UPDATE "durable_work" SET "failed_at" = now(), "failure" = 'refused', "last_error" = $2 WHERE "key" = $1`,
          [key, reason],
        );
        this.logger.error({ key, kind: row.kind, reason }, 'work refused; failed, not tried again');
        return;
      }
      // When the sweep takes it up again: the same rule as the sweep's own.
      const [failed] = await returningRows<{ requeues: number; retry_at: Date; given_up: boolean }>(
        this.dataSource.manager,
        `UPDATE "durable_work" SET "last_error" = $2,
           "failed_at" = CASE WHEN $3::boolean AND "requeues" >= $4 THEN now() ELSE "failed_at" END,
           "failure" = CASE WHEN $3::boolean AND "requeues" >= $4 THEN 'given-up' ELSE "failure" END
         WHERE "key" = $1
         RETURNING "requeues", coalesce("failure" = 'given-up', false) AS "given_up",
           greatest(now(), "run_after" + make_interval(mins => power(2, "requeues")::int)) AS "retry_at"`,
        [key, reason, attempt.last, MAX_REQUEUES],
      );
      if (attempt.last && (failed?.given_up ?? true))
        this.logger.error({ key, err: error }, 'work failed; given up, no automatic attempt left');
      else if (attempt.last)
        this.logger.warn({ key, err: error, retryAt: failed?.retry_at }, 'work failed; retrying when the sweep queues it again');
      throw error;
    }
    const kept = kind.keepWhenDone ? JSON.stringify(kind.keepWhenDone(row.payload)) : null;
    await this.dataSource.query(
      `UPDATE "durable_work" SET "done_at" = now(), "last_error" = NULL, "payload" = coalesce($2::jsonb, "payload") WHERE "key" = $1`,
      [key, kept],
    );
  }
}

/** An e-mail address, wherever an error message quotes one (an SMTP refusal names its recipient). */
const EMAIL_ADDRESS = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;
/** A long unbroken run of letters with digits among them: a token, a key, a signature. */
const TOKEN_LIKE = /\b(?=[\w-]*\d)[\w-]{24,}/g;

/**
 * Why work failed, as the admin reads it: an HTTP answer's status and message, else the error's
 * message; without addresses or tokens, at most 500 characters.
 */
function failureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const reason = error instanceof HttpException ? `${error.getStatus()} ${message}` : message;
  return reason.replace(EMAIL_ADDRESS, '[address]').replace(TOKEN_LIKE, '[redacted]').slice(0, 500);
}
