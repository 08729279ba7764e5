import { HttpException, HttpStatus, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface RateLimitWindow {
  max: number;
  windowMs: number;
}

const PRUNE_EVERY_MS = 60 * 60_000;

/** The row of `bucket`'s counter for the window holding `now`: its key and the window's start (ms). */
function counterOf(bucket: string, window: RateLimitWindow, now: number): [string, number] {
  return [`${bucket}/${window.windowMs}`, Math.floor(now / window.windowMs) * window.windowMs];
}

/**
 * Fixed-window request counters in PostgreSQL (the `request_counters` table of
 * {@link CreateRequestCounters1764000000000}), so every replica counts the same requests.
 * One upsert per window; the counting statement itself is atomic.
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

  /** Counts one request; throws 429 (with Retry-After) once any window is over its limit. */
  async consume(bucket: string, windows: RateLimitWindow[], message: string): Promise<void> {
    const now = Date.now();
    for (const window of windows) {
      const [key, start] = counterOf(bucket, window, now);
      const rows: { count: number }[] = await this.dataSource.query(
        `INSERT INTO "request_counters" ("bucket", "window_start", "count")
         VALUES ($1, to_timestamp($2::double precision / 1000), 1)
         ON CONFLICT ("bucket", "window_start") DO UPDATE SET "count" = "request_counters"."count" + 1
         RETURNING "count"`,
        [key, start],
      );
      if (rows[0]!.count > window.max) {
        const retryAfter = Math.max(1, Math.ceil((start + window.windowMs - now) / 1000));
        throw new HttpException({ message, retryAfter }, HttpStatus.TOO_MANY_REQUESTS);
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

  /** Forgets counters no window can still need (windows are at most a day long). */
  async prune(): Promise<void> {
    await this.dataSource.query(`DELETE FROM "request_counters" WHERE "window_start" < now() - interval '2 days'`);
  }
}
