import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ENV, RateLimitService, type RateLimitWindow } from '@atelier/service-kit';
import { LessThan, MoreThan, type Repository } from 'typeorm';
import { normalise } from '../admins/admins.service';
import type { IdentityEnv } from '../env';
import { LoginFailureEntity } from './login-failure.entity';

const MINUTE = 60_000;
/** Failures on one account within this window slow each further attempt down. */
const ACCOUNT_WINDOW_MS = 15 * MINUTE;
const FREE_ACCOUNT_FAILURES = 3;
const MAX_ACCOUNT_DELAY_MS = 8000;

export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please wait a minute and try again.';

/**
 * Login throttling. Every attempt is counted before the password is checked, by one atomic
 * upsert per counter (so a burst of parallel guesses cannot all slip past the check): per
 * address per minute, and per account per 15 minutes whatever the address; a successful
 * sign-in gives its attempt back. On top, recent failures on an account add a growing delay to
 * each further attempt.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    private readonly counters: RateLimitService,
    @InjectRepository(LoginFailureEntity) private readonly failures: Repository<LoginFailureEntity>,
    @Inject(ENV) private readonly env: IdentityEnv,
  ) {}

  /** Counts this attempt; throws 429 with Retry-After when the address or the account is over its budget. */
  async countAttempt(address: string, email: string): Promise<void> {
    for (const [bucket, window] of this.budgets(address, email)) await this.counters.consume(bucket, [window], TOO_MANY_SIGN_INS);
  }

  /** A successful sign-in gives its attempt back: only guesses use the budgets up. */
  async forgive(address: string, email: string): Promise<void> {
    for (const [bucket, window] of this.budgets(address, email)) await this.counters.release(bucket, [window]);
  }

  private budgets(address: string, email: string): [string, RateLimitWindow][] {
    return [
      [`login-address:${address}`, { max: this.env.LOGIN_ATTEMPTS_PER_MINUTE, windowMs: MINUTE }],
      [`login-account:${normalise(email)}`, { max: this.env.LOGIN_ACCOUNT_ATTEMPTS_PER_15_MIN, windowMs: ACCOUNT_WINDOW_MS }],
    ];
  }

  /** Waits longer the more an account has failed recently. */
  async slowDownFor(email: string): Promise<void> {
    const count = await this.failures.countBy({ email: normalise(email), createdAt: MoreThan(new Date(Date.now() - ACCOUNT_WINDOW_MS)) });
    if (count < FREE_ACCOUNT_FAILURES) return;
    const delay = Math.min(250 * 2 ** (count - FREE_ACCOUNT_FAILURES), MAX_ACCOUNT_DELAY_MS);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }

  async recordFailure(address: string, email: string): Promise<void> {
    await this.failures.insert({ address, email: normalise(email).slice(0, 320) });
    await this.failures.delete({ createdAt: LessThan(new Date(Date.now() - ACCOUNT_WINDOW_MS)) });
  }
}
