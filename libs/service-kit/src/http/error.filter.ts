import { ArgumentsHost, Catch, ExceptionFilter, HttpException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { COMMON_ERROR_CODES, ERROR_STATUS, type ApiError, type ErrorCode } from '@atelier/contracts';
import { loggableRoute } from '../logging/loggable-route';
import { Refusal } from './refusal';
import { servedEndpoint } from './serves';

/**
 * Turns every error into `{statusCode, code, message, errorId, errors?}` (architecture §3,
 * "Errors"). A {@link Refusal} keeps its code and message; the framework's own refusals (no such
 * route, a body too large or not JSON) get theirs; a database out of reach is
 * `SERVICE_UNAVAILABLE`; anything else is `INTERNAL_ERROR` with a generic message. Stacks go
 * to the log only.
 */
@Catch()
export class GlobalErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(error: unknown, host: ArgumentsHost) {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const errorId = randomUUID();
    const { code, message } = classify(error);
    const statusCode = ERROR_STATUS[code];
    const body: ApiError = { ...detailsOf(error), statusCode, code, message, errorId };

    const route = loggableRoute(request);
    const log = { errorId, reqId: request.id, method: request.method, route, statusCode, code };
    // A message may quote the target ("Cannot GET /api/…?token=…"): the log quotes its route instead.
    const logMessage = message.split(request.url).join(route);
    if (statusCode >= 500) this.logger.error({ ...log, err: error }, logMessage);
    else this.logger.info(log, logMessage);
    const endpoint = servedEndpoint(request.method, request.routeOptions?.url);
    if (endpoint && !allowed(endpoint.refusals, code)) {
      this.logger.error(
        { ...log, declared: endpoint.refusals },
        `${endpoint.method} ${endpoint.path} refused with ${code}, a code it does not declare`,
      );
    }

    const retryAfter = error instanceof HttpException ? retryAfterOf(error) : undefined;
    if (retryAfter) void reply.header('Retry-After', retryAfter);
    void reply.status(statusCode).send(body);
  }
}

const allowed = (declared: readonly ErrorCode[], code: ErrorCode) =>
  declared.includes(code) || (COMMON_ERROR_CODES as readonly ErrorCode[]).includes(code);

/** The framework's own refusals (Nest's unknown route, Fastify's body checks), by their status. */
const FRAMEWORK_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'MALFORMED_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

const INTERNAL = { code: 'INTERNAL_ERROR', message: 'Internal server error' } as const;

function classify(error: unknown): { code: ErrorCode; message: string } {
  if (error instanceof Refusal) return { code: error.code, message: messageOf(error) };
  if (isUnavailable(error)) return { code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' };
  const status = error instanceof HttpException ? error.getStatus() : (error as { statusCode?: unknown })?.statusCode;
  const code = typeof status === 'number' ? FRAMEWORK_CODES[status] : undefined;
  if (!code) return INTERNAL;
  const message = error instanceof HttpException ? messageOf(error) : (error as Error)?.message;
  return { code, message: status === 413 ? 'Payload too large' : message || 'Request failed' };
}

/** Errors of a connection to PostgreSQL (or Redis) that is refused, lost or closing: worth a retry in a moment. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', '57P01', '57P02', '57P03']);
const UNAVAILABLE_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect)/;

function isUnavailable(error: unknown): boolean {
  // TypeORM wraps a failed query; a refused connection arrives as it is.
  const cause = (error as { driverError?: unknown })?.driverError ?? error;
  const code = (cause as { code?: unknown })?.code;
  if (typeof code === 'string') return UNAVAILABLE_CODES.has(code) || code.startsWith('08');
  return UNAVAILABLE_MESSAGES.test(String((cause as Error)?.message));
}

function messageOf(error: HttpException): string {
  const response = error.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  if (typeof message === 'string') return message;
  return error.message;
}

/** Extra fields a refusal carries (field errors, `success: false`…) pass through; `retryAfter` is a header. */
function detailsOf(error: unknown): Record<string, unknown> {
  if (!(error instanceof Refusal)) return {};
  const response = error.getResponse();
  if (typeof response !== 'object' || response === null) return {};
  const { retryAfter: _retryAfter, ...details } = response as Record<string, unknown>;
  return details;
}

function retryAfterOf(error: HttpException): string | undefined {
  const retryAfter = (error.getResponse() as { retryAfter?: unknown })?.retryAfter;
  return retryAfter === undefined ? undefined : String(retryAfter);
}
