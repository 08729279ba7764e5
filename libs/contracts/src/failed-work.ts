/**
 * The services that keep durable work (architecture §4), as the admin's failed-work paths name
 * them: `/api/admin/failed-work/{service}`, routed by the gateways to that service.
 */
export const DURABLE_WORK_SERVICES = ['bookings', 'commerce', 'mailing'] as const;
export type DurableWorkServiceName = (typeof DURABLE_WORK_SERVICES)[number];

/**
 * Work that stopped for good: `refused` when the other side refused it (a 4xx answer: the same
 * request would be refused again), `given-up` when it kept failing until no automatic attempt was left.
 */
export type WorkFailure = 'refused' | 'given-up';

/** One piece of failed work, as the admin's dashboard lists it. */
export interface FailedWork {
  id: number;
  /** The service that keeps it: one of {@link DURABLE_WORK_SERVICES}. */
  service: string;
  /** Its kind, as the service's `src/work-kinds.ts` names it, e.g. `booking-email`. */
  kind: string;
  /** What it was for, in a few words without anyone's personal details: `guest e-mail for booking #12`. */
  subject: string;
  createdAt: string;
  failedAt: string;
  /** How many times it ran. */
  attempts: number;
  failure: WorkFailure;
  /** Why: the refusing answer's status and message, or the last error; never an address or a token. */
  reason: string;
}

export const FAILED_WORK_MESSAGES = {
  notFound: 'No such work',
  retried: 'Queued again',
} as const;
