import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ENV, RateLimitService, addressKey, type RateLimitWindow } from '@atelier/service-kit';
import { LessThan, MoreThan, type Repository } from 'typeorm';
import { normalise } from '../admins/admins.service';
import type { IdentityEnv } from '../env';
import { LoginFailureEntity } from './login-failure.entity';

const MINUTE = 60_000;
/** Failures on one account within this window slow each further attempt down. */
const ACCOUNT_WINDOW_MS = 15 * MINUTE;
const FREE_ACCOUNT_FAILURES = 3;
const MAX_ACCOUNT_DELAY_MS = 8000;

const inUnits = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** The 429 answer, saying how long to wait: the seconds under a minute, else the minutes rounded up. */
export function tooManySignIns(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds < 60 ? inUnits(retryAfterSeconds, 'second') : inUnits(Math.ceil(retryAfterSeconds / 60), 'minute');
  return `Too many sign-in attempts. Please wait ${wait} and try again.`;
}

/**
 * Whose budget a password check spends. Strangers share the account's, keyed by the e-mail they
 * type; a browser the administrator signed in from before (a trusted device) and a signed-in
 * session each have their own, so nobody else's guesses can spend them.
 */
export type PasswordCheckBudget = { account: string } | { device: number } | { signedIn: number };

type Counter = [bucket: string, windows: RateLimitWindow[]];

function bucketOf(budget: PasswordCheckBudget): string {
  if ('device' in budget) return `login-device:${budget.device}`;
  if ('signedIn' in budget) return `login-admin:${budget.signedIn}`;
  return `login-account:${normalise(budget.account)}`;
}

/**
 * Login throttling. Every attempt is counted before the password is checked, by one atomic
 * upsert per counter (so a burst of parallel guesses cannot all slip past the check): per
 * address (an IPv6 address by its /64) in a sliding minute, and against its budget
 * ({@link PasswordCheckBudget}) in a sliding 15 minutes; a successful check gives its attempt back.
 * The address's refusals stay counted (a guesser keeps itself out); a budget's do not, so the
 * wait its 429 announces is true and knocking cannot stretch it. Once strangers have spent the
 * account's budget, the administrator still signs in from any browser she used before; from a new
 * one she is told how long to wait (or resets her password there, which trusts that browser). On
 * top, recent failures on an account slow each further stranger's attempt down.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    private readonly counters: RateLimitService,
    @InjectRepository(LoginFailureEntity) private readonly failures: Repository<LoginFailureEntity>,
    @Inject(ENV) private readonly env: IdentityEnv,
  ) {}

  /** Counts this attempt; throws 429 with Retry-After, and a message saying how long, when the address or the budget is spent. */
  async countAttempt(address: string, budget: PasswordCheckBudget): Promise<void> {
    const [perAddress, perBudget] = this.budgets(address, budget);
    await this.counters.consume(...perAddress, tooManySignIns);
    await this.counters.consume(...perBudget, tooManySignIns, { countRefused: false });
  }

  /** A successful check gives its attempt back: only guesses use the budgets up. */
  async forgive(address: string, budget: PasswordCheckBudget): Promise<void> {
    for (const [bucket, windows] of this.budgets(address, budget)) await this.counters.release(bucket, windows);
  }

  private budgets(address: string, budget: PasswordCheckBudget): [Counter, Counter] {
    return [
      [`login-address:${addressKey(address)}`, [{ max: this.env.LOGIN_ATTEMPTS_PER_MINUTE, windowMs: MINUTE }]],
      [bucketOf(budget), [{ max: this.env.LOGIN_ACCOUNT_ATTEMPTS_PER_15_MIN, windowMs: ACCOUNT_WINDOW_MS }]],
    ];
  }

  /** Waits longer the more an account has failed recently (strangers only: their failures never slow her own browser). */
  async slowDownFor(budget: PasswordCheckBudget): Promise<void> {
    if (!('account' in budget)) return;
    const count = await this.failures.countBy({
      email: normalise(budget.account),
      createdAt: MoreThan(new Date(Date.now() - ACCOUNT_WINDOW_MS)),
    });
    if (count < FREE_ACCOUNT_FAILURES) return;
    const delay = Math.min(250 * 2 ** (count - FREE_ACCOUNT_FAILURES), MAX_ACCOUNT_DELAY_MS);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }

  async recordFailure(address: string, email: string): Promise<void> {
    await this.failures.insert({ address, email: normalise(email).slice(0, 320) });
    await this.failures.delete({ createdAt: LessThan(new Date(Date.now() - ACCOUNT_WINDOW_MS)) });
  }
}
