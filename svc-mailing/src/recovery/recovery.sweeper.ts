import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@atelier/service-kit';
import { EmailsService } from '../email/emails.service';
import { AudienceSyncService } from '../mailchimp/audience-sync.service';

const SWEEP_EVERY_MS = 60_000;

/**
 * The safety net under the queues: every minute, e-mails not sent and Mailchimp changes not
 * pushed — because a job gave up during a long outage, or Redis was down when the work was
 * stored — are queued again. Every replica may run it; job ids keep the work single.
 */
@Injectable()
export class RecoverySweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly emails: EmailsService,
    private readonly audience: AudienceSyncService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.running ??= this.sweep().finally(() => (this.running = undefined));
    }, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass; answers how much it queued again. */
  async sweep(): Promise<{ emails: number; members: number }> {
    const result = { emails: 0, members: 0 };
    try {
      result.emails = await this.emails.requeueStalled();
      result.members = await this.audience.requeueUnsynced();
      if (result.emails || result.members) this.logger.info(result, 'recovery sweep queued stalled work again');
    } catch (error) {
      this.logger.warn({ err: error }, 'recovery sweep failed; next one in a minute');
    }
    return result;
  }
}
