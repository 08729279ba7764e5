import 'reflect-metadata';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import { SERVICE_HEADER } from '@atelier/contracts';
import { InvalidEnvironmentError, type BaseEnv } from './env/env';
import { acceptJsonBodiesOnly } from './http/json-body';
import { createValidationPipe } from './http/validation';
import { loggableRoute } from './logging/loggable-route';
import { PinoNestLogger } from './logging/logger';
import { trustClosestHop } from './throttle/client-address';
import { BODY_LIMITS, ENV, FORM_BODY_ROUTES, LOGGER, SERVICE_NAME } from './tokens';

/** Requests whose logs would drown everything else. */
const QUIET_PATHS = /^\/health\//;

/**
 * Builds a service's Nest application on Fastify with the house defaults: helmet,
 * cookies, body limit, request ids, the X-Service header and request logs.
 * Used by `main.ts` and by integration tests alike.
 */
export async function createServiceApp(appModule: unknown): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    // Read before the environment is validated (ServiceKitModule refuses a bad value, naming it).
    trustProxy: trustClosestHop(process.env.TRUSTED_PROXIES),
    // Keep the gateway's request id so one request can be followed across services.
    genReqId: (request: IncomingMessage) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && given.length <= 128 ? given : randomUUID();
    },
    // Sized for the largest route (image upload); each route gets its own cap below via onRoute.
    bodyLimit: 16 * 1024 * 1024,
  });
  const app = await NestFactory.create<NestFastifyApplication>(appModule as never, adapter, {
    logger: false,
    abortOnError: false,
    // Fastify's JSON parser, with our checks on top (acceptJsonBodiesOnly); no urlencoded parser.
    bodyParser: false,
  });
  const env = app.get<BaseEnv>(ENV);
  const logger = app.get<Logger>(LOGGER);
  const name = app.get<string>(SERVICE_NAME);
  app.useLogger(new PinoNestLogger(logger));
  app.useGlobalPipes(createValidationPipe());

  const fastify = app.getHttpAdapter().getInstance();
  acceptJsonBodiesOnly(fastify, app.get<string[]>(FORM_BODY_ROUTES));
  const bodyLimits = Object.entries(app.get<Record<string, number>>(BODY_LIMITS));
  fastify.addHook('onRoute', (route) => {
    route.bodyLimit ??= bodyLimits.find(([prefix]) => route.url.startsWith(prefix))?.[1] ?? env.BODY_LIMIT_BYTES;
  });
  fastify.addHook('onRequest', async (request, reply) => {
    void reply.header(SERVICE_HEADER, name);
    void reply.header('X-Request-Id', request.id);
  });
  fastify.addHook('onResponse', async (request, reply) => {
    const line = {
      reqId: request.id,
      method: request.method,
      route: loggableRoute(request),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (QUIET_PATHS.test(request.url)) logger.debug(line, 'request');
    else logger.info(line, 'request');
  });
  await app.register(helmet as never, { contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } } });
  await app.register(cookie as never);
  await app.init();
  return app;
}

/** Starts a service: the entry point of every `main.ts`. Exits 1 with every bad variable named. */
export async function bootstrapService(appModule: unknown): Promise<void> {
  try {
    const app = await createServiceApp(appModule);
    const env = app.get<BaseEnv>(ENV);
    const logger = app.get<Logger>(LOGGER);
    await app.listen({ port: env.PORT, host: env.HOST });
    logger.info({ host: env.HOST, port: env.PORT }, 'listening');
    // Graceful stop: finish in-flight requests, close workers and the database pool, exit 0.
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        logger.info({ signal }, 'shutting down');
        app.close().then(
          () => process.exit(0),
          (error: unknown) => {
            logger.error({ err: error }, 'shutdown failed');
            process.exit(1);
          },
        );
      });
    }
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) {
      process.stderr.write(`${error.message}\n`);
    } else {
      process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
    }
    process.exit(1);
  }
}
