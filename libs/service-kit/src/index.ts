export { AdminGuard, CurrentAdmin, type SignedInAdmin } from './auth/admin.guard';
export { assertSameOriginWrite } from './auth/same-origin';
export { hashToken, newSecretToken } from './auth/secret-token';
export { bootstrapService, createServiceApp } from './bootstrap';
export { decimalString, dropDatabase, ensureDatabase } from './database/database';
export { returningRows } from './database/returning-rows';
export { baseEnvSchema, InvalidEnvironmentError, loadEnv, secret, type BaseEnv } from './env/env';
export { CreateDurableWork1764400000000 } from './durable-work/durable-work.migration';
export { DurableWorkFailures1766150000000 } from './durable-work/durable-work-failures.migration';
export { describeEmail } from './durable-work/describe-email';
export { DurableWorkModule } from './durable-work/durable-work.module';
export {
  DurableWorkService,
  FAILED_LIST_LIMIT,
  MAX_REQUEUES,
  ProviderRefusal,
  SWEEP_BATCH,
  type WorkItem,
  type WorkKind,
} from './durable-work/durable-work.service';
export { GlobalErrorFilter } from './http/error.filter';
export { PublicCacheInterceptor } from './http/etag.interceptor';
export { sendCsv, toCsv, type CsvColumn } from './http/csv';
export { IdPipe } from './http/id.pipe';
export { Serves } from './http/serves';
export { prepareJson, preferredCoding, sendCompressed, sendPreparedJson, type PreparedJson } from './http/prepared-json';
export { HealthController } from './health/health.controller';
export {
  InternalClient,
  RefusedCallError,
  refusesForGood,
  SERVICE_ANSWERED_WRONGLY,
  SERVICE_UNAVAILABLE,
} from './internal/internal-client';
export { InternalGuard } from './internal/internal.guard';
export { JOB_ATTEMPTS, JOB_BACKOFF_MS, JOB_CONCURRENCY, JobsService, type JobHandler } from './jobs/jobs.service';
export { QUEUE_ADD_TIMEOUT_MS, withTimeout } from './jobs/with-timeout';
export { createLogger } from './logging/logger';
export { PublicChanges, publicChangesChannel } from './public-changes/public-changes';
export { ServiceKitModule, type ServiceKitOptions } from './service-kit.module';
export { addressKey, clientAddress, clientKey } from './throttle/client-address';
export { refuseBeyondHourlyCap, type HourlyCap } from './throttle/hourly-cap';
export { mailboxKey } from './throttle/mailbox';
export { ClientRateLimitGuard, RateLimit, type RateLimitPolicy } from './throttle/rate-limit.guard';
export { rateLimitVariables } from './throttle/rate-limit-env';
export { RateLimitService, type RateLimitMessage, type RateLimitWindow } from './throttle/rate-limit.service';
export { CreateRequestCounters1764000000000 } from './throttle/request-counters.migration';
export { ThrottleModule } from './throttle/throttle.module';
export { ENV, LOGGER, SERVICE_NAME } from './tokens';
export { isRefusal, Refusal, type RefusalDetails } from './http/refusal';
