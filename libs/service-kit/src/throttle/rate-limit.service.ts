import { Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Refusal } from '../http/refusal';

export interface RateLimitWindow {
  max: number;
  windowMs: number;
}

/** The 429 answer's message: fixed, or told how many seconds the caller must wait (so it can say so truthfully). */
export type RateLimitMessage = string | ((retryAfterSeconds: number) => string);

const PRUNE_EVERY_MS = 60 * 60_000;

/** The row of `bucket`'s counter for the window holding `now`: its key and the window's start (ms). */
function counterOf(bucket: string, window: RateLimitWindow, now: number): [string, number] {
  return [`${bucket}/${window.windowMs}`, Math.floor(now / window.windowMs) * window.windowMs];
}

/**
 * The sliding count: this window's requests plus the previous window's, weighted by how much of
 * the previous window still lies within the last `windowMs`. A fixed window alone lets twice the
 * limit through across its boundary; this estimate does not, at the cost of two counters.
 */
export function slidingCount(previous: number, current: number, elapsedMs: number, windowMs: number): number {
  return (previous * (windowMs - elapsedMs)) / windowMs + current;
}

/**
 * How long until one more request fits in `max`, if nobody asks meanwhile: while this window's
 * own count leaves room, until enough of the previous window has slid out; otherwise into the next
 * window, until enough of this one has.
 */
export function msUntilAllowed(previous: number, current: number, elapsedMs: number, { max, windowMs }: RateLimitWindow): number {
  const room = max - 1;
  if (slidingCount(previous, current, elapsedMs, windowMs) <= room) return 0;
  if (current <= room) return windowMs * (1 - (room - current) / previous) - elapsedMs;
  return windowMs - elapsedMs + windowMs * (1 - room / current);
}

/**
 * Sliding-window request counters in PostgreSQL (the `request_counters` table of
 * {@link CreateRequestCounters1764000000000}), so every replica counts the same requests: one
 * counter per clock-aligned window, read together with the previous window's ({@link slidingCount}).
 * One atomic upsert per window.
 */
@Injectable()
export class RateLimitService implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(private readonly dataSource: DataSource) {}

  onApplicationBootstrap(): void {
    // Every replica prunes; deleting rows another replica already deleted is harmless.
    this.timer = setInterval(() => void this.prune().catch(() => undefined), PRUNE_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /**
   * Counts one request; throws 429 (with Retry-After) once any window's sliding count is over its
   * limit. A refused request stays counted, so a caller who keeps knocking keeps its own budget
   * spent; with `countRefused: false` it is given back, for a budget that others share, whose wait
   * knocking must not extend.
   */
  async consume(
    bucket: string,
    windows: RateLimitWindow[],
    message: RateLimitMessage,
    { countRefused = true }: { countRefused?: boolean } = {},
  ): Promise<void> {
    const now = Date.now();
    for (const [index, window] of windows.entries()) {
      const [key, start] = counterOf(bucket, window, now);
      const rows: { current: number; previous: number }[] = await this.dataSource.query(
        `WITH counted AS (
           INSERT INTO "request_counters" ("bucket", "window_start", "count")
           VALUES ($1, to_timestamp($2::double precision / 1000), 1)
           ON CONFLICT ("bucket", "window_start") DO UPDATE SET "count" = "request_counters"."count" + 1
           RETURNING "count"
         )
         SELECT counted."count" AS current,
                coalesce((SELECT "count" FROM "request_counters"
                          WHERE "bucket" = $1 AND "window_start" = to_timestamp($3::double precision / 1000)), 0) AS previous
         FROM counted`,
        [key, start, start - window.windowMs],
      );
      const { current, previous } = rows[0]!;
      const elapsed = now - start;
      if (slidingCount(previous, current, elapsed, window.windowMs) > window.max) {
        const counted = countRefused ? current : current - 1;
        if (!countRefused) await this.release(bucket, windows.slice(0, index + 1));
        const retryAfter = Math.max(1, Math.ceil(msUntilAllowed(previous, counted, elapsed, window) / 1000));
        throw new Refusal('RATE_LIMITED', typeof message === 'string' ? message : message(retryAfter), { retryAfter });
      }
    }
  }

  /** Takes one request back off the current windows' counters (one that turned out to be no abuse). */
  async release(bucket: string, windows: RateLimitWindow[]): Promise<void> {
    const now = Date.now();
    for (const window of windows) {
      await this.dataSource.query(
        `UPDATE "request_counters" SET "count" = greatest("count" - 1, 0)
         WHERE "bucket" = $1 AND "window_start" = to_timestamp($2::double precision / 1000)`,
        counterOf(bucket, window, now),
      );
    }
  }

  /** Forgets counters no window can still need (windows are at most a day long, and the previous one is read). */
  async prune(): Promise<void> {
    await this.dataSource.query(`DELETE FROM "request_counters" WHERE "window_start" < now() - interval '2 days'`);
  }
}
