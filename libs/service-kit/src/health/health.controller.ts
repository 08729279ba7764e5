import { Controller, Get, HttpCode, Inject, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { ENV } from '../tokens';
import type { BaseEnv } from '../env/env';
import { Refusal } from '../http/refusal';

const CHECK_TIMEOUT_MS = 1500;

/** Liveness says the process answers; readiness says its database (and Redis, when used) answer too. */
@Controller('health')
export class HealthController implements OnApplicationShutdown {
  private redis?: Redis;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(ENV) private readonly env: BaseEnv,
  ) {}

  @Get('live')
  @HttpCode(200)
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready() {
    const checks: Record<string, 'up' | 'down'> = {};
    checks.database = await this.check(() => this.dataSource.query('SELECT 1'));
    if (this.env.REDIS_URL) checks.redis = await this.check(() => this.redisClient().ping());
    if (Object.values(checks).includes('down')) {
      throw new Refusal('SERVICE_UNAVAILABLE', 'Not ready', { checks });
    }
    return { status: 'ok', checks };
  }

  async onApplicationShutdown() {
    this.redis?.disconnect();
  }

  private redisClient(): Redis {
    if (!this.redis) {
      this.redis = new Redis(this.env.REDIS_URL!, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: CHECK_TIMEOUT_MS });
      // Redis down is what the probe reports; without a listener ioredis prints each failed reconnect.
      this.redis.on('error', () => undefined);
    }
    return this.redis;
  }

  private async check(probe: () => Promise<unknown>): Promise<'up' | 'down'> {
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS).unref());
    try {
      await Promise.race([probe(), timeout]);
      return 'up';
    } catch {
      return 'down';
    }
  }
}
