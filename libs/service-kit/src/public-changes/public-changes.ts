import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { BaseEnv } from '../env/env';
import { ENV, LOGGER } from '../tokens';

/**
 * The Redis channel on which a service says that what the public pages show has changed (a
 * painting, its images, a sale, a hold starting or ending, the site settings, the adventures), in
 * the deployment's namespace (QUEUE_PREFIX). The render processes listen and drop every page they
 * keep (render/README.md, Page cache).
 */
export const publicChangesChannel = (queuePrefix: string): string => `${queuePrefix}:public-pages-changed`;

/**
 * Tells every render process that a committed change shows on the public pages. Without
 * `REDIS_URL` nobody keeps pages (the render processes cache only while they hear this channel),
 * so there is nobody to tell.
 */
@Injectable()
export class PublicChanges implements OnApplicationShutdown {
  private redis?: Redis;

  constructor(
    @Inject(ENV) private readonly env: BaseEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Call once the change has committed; `what` names it in the message (for logs). Never throws. */
  async announce(what: string): Promise<void> {
    if (!this.env.REDIS_URL) return;
    this.redis ??= this.connect(this.env.REDIS_URL);
    try {
      await this.redis.publish(publicChangesChannel(this.env.QUEUE_PREFIX), what);
    } catch (error) {
      // The page caches cannot hear it: they stay as they are until the next change or hold expiry.
      this.logger.error({ err: error, change: what }, 'Could not tell the page caches of a public change');
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }

  private connect(url: string): Redis {
    const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    // Failures are reported by announce(); without a listener ioredis prints each reconnect.
    redis.on('error', () => undefined);
    return redis;
  }
}
