import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, MoreThan, type Repository } from 'typeorm';
import { normalise } from '../admins/admins.service';
import { LoginFailureEntity } from './login-attempt.entity';

/** Failures one address may make in a window before it must wait. */
export const MAX_FAILURES_PER_ADDRESS = 5;
export const ADDRESS_WINDOW_MS = 60_000;
/** Failures on one account within this window slow each further attempt down. */
const ACCOUNT_WINDOW_MS = 15 * 60_000;
const FREE_ACCOUNT_FAILURES = 3;
const MAX_ACCOUNT_DELAY_MS = 8000;

/**
 * Login throttling: five failures in a minute from one address answer 429 with
 * Retry-After; repeated failures for one account add a growing delay, whatever the address.
 */
@Injectable()
export class LoginThrottleService {
  constructor(@InjectRepository(LoginFailureEntity) private readonly failures: Repository<LoginFailureEntity>) {}

  /** Throws 429 when the address has used up its attempts. */
  async assertAddressMayTry(address: string): Promise<void> {
    const since = new Date(Date.now() - ADDRESS_WINDOW_MS);
    const recent = await this.failures.find({
      where: { address, createdAt: MoreThan(since) },
      order: { createdAt: 'ASC' },
      take: MAX_FAILURES_PER_ADDRESS,
    });
    if (recent.length < MAX_FAILURES_PER_ADDRESS) return;
    const retryAfter = Math.max(1, Math.ceil((recent[0]!.createdAt.getTime() + ADDRESS_WINDOW_MS - Date.now()) / 1000));
    throw new HttpException(
      {
        success: false,
        error: 'Too many sign-in attempts. Please wait a minute and try again.',
        message: 'Too many sign-in attempts. Please wait a minute and try again.',
        retryAfter,
      },
      HttpStatus.TOO_MANY_REQUESTS,
    );
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
