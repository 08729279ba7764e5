import { z } from 'zod';
import { trustedPeers } from '../throttle/client-address';

/** The schemas' secret variables, with the length below which a value cannot be a secret. */
const secretVariables = z.registry<{ minLength: number }>();

/**
 * Marks a variable of an env schema as a secret: with NODE_ENV=production the service refuses
 * to start while it is still an example value of .env.example or shorter than `minLength`.
 * Register last: zod's other methods return a copy without the mark.
 */
export function secret(schema: z.ZodString, minLength = 16): z.ZodString {
  return schema.register(secretVariables, { minLength });
}

/** Variables every service reads. Each service extends this with its own. */
export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535),
  /**
   * The address the service listens on. The loopback by default: only the gateway on the same
   * machine may reach it, never a neighbour who could forge X-Forwarded-For. Containers set 0.0.0.0.
   */
  HOST: z.union([z.ipv4(), z.ipv6()]).default('127.0.0.1'),
  /**
   * The peers whose X-Forwarded-For names the visitor (addresses or CIDR ranges, comma-separated):
   * the gateway and the render process. Unset: any peer (the loopback of `npm start`). Compose names
   * the `services` network's containers, not its bridge, through which the host reaches them.
   */
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .superRefine((list, context) => {
      try {
        trustedPeers(list);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message.replace(/^TRUSTED_PROXIES: /, '') });
      }
    }),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Namespace of this deployment's BullMQ keys in Redis (tests give each service its own). */
  QUEUE_PREFIX: z.string().min(1).default('atelier'),
  /** How often undone durable work is looked for (tests set it long and sweep by hand). */
  WORK_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  INTERNAL_TOKEN: secret(z.string().min(16, 'must be at least 16 characters')),
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
  const env = result.data as Record<string, unknown>;
  if (env.NODE_ENV === 'production') {
    const problems = unsafeSecrets(schema, env);
    if (problems.length > 0) throw new InvalidEnvironmentError(service, problems);
  }
  return result.data;
}

/** The example values of .env.example all start so; none is a secret. */
const EXAMPLE_VALUE = /^change-me/i;
const HOW_TO_CHOOSE = 'choose one with `openssl rand -hex 32`';

/** What makes `value` unfit to be a secret, if anything. */
function secretProblem(value: string, minLength: number): string | undefined {
  if (EXAMPLE_VALUE.test(value)) return `is still the example value of .env.example: ${HOW_TO_CHOOSE}`;
  if (value.length < minLength) return `is too short to be a secret (at least ${minLength} characters): ${HOW_TO_CHOOSE}`;
  return undefined;
}

/**
 * The variable of .env that compose builds a database role's password from: role `catalog`
 * signs in with CATALOG_DB_PASSWORD (docker/postgres/01-service-roles.sh).
 */
export function composeDatabasePasswordVariable(databaseUrl: string): string {
  return `${decodeURIComponent(new URL(databaseUrl).username).toUpperCase()}_DB_PASSWORD`;
}

/**
 * The variable of .env that compose builds a Redis user's password from: user `catalog` signs in
 * with CATALOG_REDIS_PASSWORD (docker/redis/users.sh). A URL without a user names itself.
 */
function composeRedisPasswordVariable(redisUrl: string): string {
  const user = decodeURIComponent(new URL(redisUrl).username);
  return user ? `${user.toUpperCase()}_REDIS_PASSWORD` : 'REDIS_URL';
}

/** What makes the password of a connection URL unfit, if anything; compose puts `variable` of .env there. */
function urlPasswordProblem(url: string, variable: string): string | undefined {
  const password = decodeURIComponent(new URL(url).password);
  const problem = password ? secretProblem(password, 16) : `is missing: ${HOW_TO_CHOOSE}`;
  return problem && `its password (${variable} in compose) ${problem}`;
}

/** The production checks: every secret set (optional ones unset turn their feature off) and the passwords of the database and Redis. */
function unsafeSecrets(schema: z.ZodType, env: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
  for (const [name, field] of Object.entries(shape)) {
    const minLength = secretMark(field)?.minLength;
    const value = env[name];
    if (minLength === undefined || typeof value !== 'string') continue;
    const problem = secretProblem(value, minLength);
    if (problem) problems.push(`${name}: ${problem}`);
  }
  if (typeof env.DATABASE_URL === 'string') {
    const problem = urlPasswordProblem(env.DATABASE_URL, composeDatabasePasswordVariable(env.DATABASE_URL));
    if (problem) problems.push(`DATABASE_URL: ${problem}`);
  }
  if (typeof env.REDIS_URL === 'string') {
    const problem = urlPasswordProblem(env.REDIS_URL, composeRedisPasswordVariable(env.REDIS_URL));
    if (problem) problems.push(`REDIS_URL: ${problem}`);
  }
  return problems;
}

/** The secret mark of a schema, looking through .optional() and .default(). */
function secretMark(field: z.ZodType): { minLength: number } | undefined {
  for (let current: z.ZodType | undefined = field; current;) {
    const mark = secretVariables.get(current);
    if (mark) return mark;
    const def = current._zod.def as { innerType?: z.ZodType };
    current = def.innerType;
  }
  return undefined;
}
