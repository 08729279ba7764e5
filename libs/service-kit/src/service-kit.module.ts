import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { AdminGuard } from './auth/admin.guard';
import { baseEnvSchema, loadEnv, type BaseEnv } from './env/env';
import { ensureDatabase } from './database/database';
import { HealthController } from './health/health.controller';
import { GlobalErrorFilter } from './http/error.filter';
import { InternalClient } from './internal/internal-client';
import { InternalGuard } from './internal/internal.guard';
import { JobsService } from './jobs/jobs.service';
import { createLogger } from './logging/logger';
import { PublicChanges } from './public-changes/public-changes';
import { BODY_LIMITS, ENV, FORM_BODY_ROUTES, LOGGER, SERVICE_NAME } from './tokens';

export interface ServiceKitOptions {
  /** Short name: `catalog`, `bookings`…; stamped as the X-Service header and in every log line. */
  name: string;
  /** The service's env schema, an extension of `baseEnvSchema`. */
  envSchema?: z.ZodType<BaseEnv>;
  // TypeORM takes entity and migration classes as plain constructors.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: Function[];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: Function[];
  /** Larger body limits for some routes, by path prefix (image uploads); others get BODY_LIMIT_BYTES. */
  bodyLimits?: Record<string, number>;
  /**
   * Routes (as declared, `/api/x/:token`) that also take an HTML form body, which they ignore:
   * mail programs' one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a form.
   */
  formBodyRoutes?: string[];
}

/**
 * Everything a service shares: validated env, JSON logger, error filter, health,
 * its own PostgreSQL database with migrations run at start, jobs and the internal client.
 */
@Global()
@Module({})
export class ServiceKitModule {
  static forRoot(options: ServiceKitOptions): DynamicModule {
    return {
      module: ServiceKitModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [ENV],
          extraProviders: [envProvider(options)],
          useFactory: async (env: BaseEnv) => {
            await ensureDatabase(env.DATABASE_URL, `svc-${options.name}`);
            return {
              type: 'postgres' as const,
              url: env.DATABASE_URL,
              entities: options.entities,
              migrations: options.migrations,
              migrationsRun: true,
              synchronize: false,
              retryAttempts: 2,
              retryDelay: 1000,
              extra: { max: 10, connectionTimeoutMillis: 5000 },
            };
          },
        }),
      ],
      controllers: [HealthController],
      providers: [
        envProvider(options),
        { provide: SERVICE_NAME, useValue: options.name },
        { provide: BODY_LIMITS, useValue: options.bodyLimits ?? {} },
        { provide: FORM_BODY_ROUTES, useValue: options.formBodyRoutes ?? [] },
        {
          provide: LOGGER,
          inject: [ENV],
          useFactory: (env: BaseEnv) => createLogger(options.name, env.NODE_ENV === 'test' ? 'error' : env.LOG_LEVEL),
        },
        { provide: APP_FILTER, inject: [LOGGER], useFactory: (logger: Logger) => new GlobalErrorFilter(logger) },
        JobsService,
        InternalClient,
        InternalGuard,
        AdminGuard,
        PublicChanges,
      ],
      exports: [ENV, LOGGER, SERVICE_NAME, JobsService, InternalClient, InternalGuard, AdminGuard, PublicChanges],
    };
  }
}

function envProvider(options: ServiceKitOptions) {
  return { provide: ENV, useFactory: () => loadEnv(`svc-${options.name}`, options.envSchema ?? baseEnvSchema) };
}
