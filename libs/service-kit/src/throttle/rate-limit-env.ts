import { z } from 'zod';
import type { RateLimitWindow } from './rate-limit.service';

const MINUTE = 60_000;

/** The two windows of every per-address limit, by the suffix of their variables: a burst, and a day. */
const WINDOWS = { PER_10_MIN: 10 * MINUTE, PER_DAY: 24 * 60 * MINUTE } as const;
type WindowSuffix = keyof typeof WINDOWS;
export type RateLimitVariable<P extends string> = `${P}_LIMIT_${WindowSuffix}`;

const maxRequests = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * The variables of one per-address limit, `<PREFIX>_LIMIT_PER_10_MIN` and `<PREFIX>_LIMIT_PER_DAY`,
 * with today's values as defaults; spread them into the service's env schema. Operators raise them
 * when many visitors share an address (a school, a hotel) and TRUSTED_PROXIES cannot tell them apart.
 */
export function rateLimitVariables<P extends string>(
  prefix: P,
  defaults: Record<WindowSuffix, number>,
): Record<RateLimitVariable<P>, ReturnType<typeof maxRequests>> {
  const entries = (Object.keys(WINDOWS) as WindowSuffix[]).map((suffix) => [`${prefix}_LIMIT_${suffix}`, maxRequests(defaults[suffix])]);
  return Object.fromEntries(entries) as Record<RateLimitVariable<P>, ReturnType<typeof maxRequests>>;
}

/** The windows of the limit `prefix`, read from the service's validated environment. */
export function rateLimitWindows(env: object, prefix: string): RateLimitWindow[] {
  return (Object.entries(WINDOWS) as [WindowSuffix, number][]).map(([suffix, windowMs]) => {
    const name = `${prefix}_LIMIT_${suffix}`;
    const max = (env as Record<string, unknown>)[name];
    // A programming mistake, not an operator's: the service's schema lacks rateLimitVariables(prefix).
    if (typeof max !== 'number') throw new Error(`${name} is not part of this service's env schema`);
    return { max, windowMs };
  });
}
