import { Redis } from 'ioredis';
import { publicChangesChannel } from '../public-changes/public-changes';

/** Real Redis for the tests of what a service announces: REDIS_URL, else the local server. */
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * What a service started with `queuePrefix` announces to the render processes, as they hear it:
 * `heard` so far, and `after(action)`, the announcements made while `action` ran and within
 * `settleMs` after it.
 */
export async function listenToPublicChanges(queuePrefix: string) {
  const redis = new Redis(TEST_REDIS_URL);
  const heard: string[] = [];
  redis.on('message', (_channel: string, message: string) => heard.push(message));
  await redis.subscribe(publicChangesChannel(queuePrefix));
  return {
    heard,
    async after(action: () => Promise<unknown>, settleMs = 300): Promise<string[]> {
      const from = heard.length;
      await action();
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      return heard.slice(from);
    },
    close: () => redis.quit(),
  };
}
