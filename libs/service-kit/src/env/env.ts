import { z } from 'zod';

/** Variables every service reads. Each service extends this with its own. */
export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Namespace of this deployment's BullMQ keys in Redis (tests give each service its own). */
  QUEUE_PREFIX: z.string().min(1).default('atelier'),
  INTERNAL_TOKEN: z.string().min(16, 'must be at least 16 characters'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The public address of the site, without a trailing slash: links in e-mails, canonical URLs of pages for crawlers. */
  PUBLIC_SITE_URL: z
    .url()
    .default('http://localhost:8080')
    .transform((url) => url.replace(/\/+$/, '')),
  /** svc-identity, asked by the admin guard whether a session is live. */
  IDENTITY_URL: z.url().default('http://127.0.0.1:3004'),
  /** Largest JSON body the service accepts, in bytes (the gateway enforces the same). */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
});
export type BaseEnv = z.infer<typeof baseEnvSchema>;

/** Thrown at start-up when the environment does not fit the schema; names every bad variable. */
export class InvalidEnvironmentError extends Error {
  constructor(
    service: string,
    public readonly problems: string[],
  ) {
    super(`${service}: invalid environment\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = InvalidEnvironmentError.name;
  }
}

/**
 * Reads and validates the environment once, at start-up. This is the only place
 * a service touches `process.env`.
 */
export function loadEnv<S extends z.ZodType>(
  service: string,
  schema: S,
  source: Record<string, string | undefined> = process.env,
): z.infer<S> {
  // Blank values count as unset, so `FOO=` in an .env file falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new InvalidEnvironmentError(service, problems);
  }
  return result.data;
}
