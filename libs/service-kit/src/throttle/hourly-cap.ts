import type { EntityManager } from 'typeorm';
import { Refusal } from '../http/refusal';

/** A site-wide limit on something strangers can make the site do, such as e-mailing an address they typed. */
export interface HourlyCap {
  /** Names the lock that makes the check and the write it guards one step for every replica. */
  name: string;
  /** At most this many in any 60 minutes. */
  max: number;
  /** SQL giving the time of each thing counted, as `"at"`: the rows the guarded writes insert, so the count is exact. */
  happenedAt: string;
  /** The 429's message, given the minutes until one more fits. */
  message: (minutes: number) => string;
}

/**
 * Refuses (429 with Retry-After) once `max` of the things counted happened in the last 60 minutes,
 * site-wide. Counted in the database rows themselves, so every replica sees the same count; call it
 * inside the transaction of the write that adds a row: its lock, held until that transaction ends,
 * lets one such write in at a time, so a burst cannot pass together.
 */
export async function refuseBeyondHourlyCap(manager: EntityManager, cap: HourlyCap): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`hourly-cap:${cap.name}`]);
  // The max-th newest of the hour: while there is one, the hour is full until it is an hour old.
  const [oldest] = (await manager.query(
    `SELECT counted."at" FROM (${cap.happenedAt}) AS counted
     WHERE counted."at" > now() - interval '1 hour'
     ORDER BY counted."at" DESC OFFSET $1 LIMIT 1`,
    [cap.max - 1],
  )) as { at: Date }[];
  if (!oldest) return;
  const retryAfter = Math.max(1, Math.ceil((oldest.at.getTime() + 3_600_000 - Date.now()) / 1000));
  throw new Refusal('RATE_LIMITED', cap.message(Math.ceil(retryAfter / 60)), { retryAfter });
}
