import { HttpException, type LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Logger } from 'pino';

/** Headers and fields that hold credentials, wherever a log line carries them. */
const SECRET_PATHS = [
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'headers["x-internal-token"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
  '*.headers["x-internal-token"]',
  'password',
  'token',
  '*.password',
  '*.token',
];

/**
 * Structured JSON logs on stdout (or `destination`), one line per event, tagged with the
 * service name. Errors are logged by {@link loggableError}, credentials are redacted.
 */
export function createLogger(service: string, level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: loggableError },
    redact: { paths: SECRET_PATHS, censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}

type ErrorFields = Error & Record<string, unknown>;

/**
 * What a log keeps of an error: its type, message, stack, status and the provider's debug id —
 * never the rest of its fields. Provider SDK errors carry the request they failed on, with its
 * Authorization header (PayPal's client secret or access token), and pino's default serializer
 * would print every field.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const fields = error as ErrorFields;
  const status = fields['statusCode'] ?? fields['status'];
  const debugId = providerDebugId(fields);
  return {
    type: error.constructor.name,
    message: error.message,
    stack: error.stack,
    ...(typeof fields['code'] === 'string' || typeof fields['code'] === 'number' ? { code: fields['code'] } : {}),
    ...(typeof status === 'number' ? { status } : {}),
    ...(debugId ? { debugId } : {}),
    ...(error instanceof HttpException ? { response: error.getResponse() } : {}),
    ...(error.cause !== undefined ? { cause: loggableError(error.cause) } : {}),
  };
}

/** PayPal's debug id (body or header) or Stripe's request id: what their support asks for. */
function providerDebugId(error: ErrorFields): string | undefined {
  const result = error['result'] as { debug_id?: unknown } | undefined;
  const headers = error['headers'] as Record<string, unknown> | undefined;
  const candidates = [result?.debug_id, headers?.['paypal-debug-id'], error['requestId']];
  return candidates.find((candidate): candidate is string => typeof candidate === 'string');
}

/** Nest's start-up chatter (one line per module and route) is only interesting when debugging. */
const STARTUP_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

/** Routes Nest's own log calls into the same JSON stream. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    if (context && STARTUP_CONTEXTS.has(context)) this.logger.debug({ context }, String(message));
    else this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, stack: trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
