import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { ApiError } from '@atelier/contracts';
import { loggableRoute } from '../logging/loggable-route';

/**
 * Turns every error into `{statusCode, message, errorId}`. Expected failures keep
 * their message; a database out of reach answers 503; anything else unexpected answers a
 * generic 500. Stacks go to the log only.
 */
@Catch()
export class GlobalErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(error: unknown, host: ArgumentsHost) {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const errorId = randomUUID();
    const statusCode = statusOf(error);
    const body: ApiError = { ...detailsOf(error), statusCode, message: messageOf(error, statusCode), errorId };

    const route = loggableRoute(request);
    const log = { errorId, reqId: request.id, method: request.method, route, statusCode };
    // A message may quote the target ("Cannot GET /api/…?token=…"): the log quotes its route instead.
    const message = body.message.split(request.url).join(route);
    if (statusCode >= 500) this.logger.error({ ...log, err: error }, message);
    else this.logger.info(log, message);

    const headers = error instanceof HttpException ? retryAfterOf(error) : undefined;
    if (headers) void reply.header('Retry-After', headers);
    void reply.status(statusCode).send(body);
  }
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

function statusOf(error: unknown): number {
  if (error instanceof HttpException) return error.getStatus();
  if (isUnavailable(error)) return HttpStatus.SERVICE_UNAVAILABLE;
  // Fastify's own errors (body too large, bad JSON, wrong content type) carry a 4xx statusCode.
  const code = (error as { statusCode?: unknown })?.statusCode;
  if (typeof code === 'number' && code >= 400 && code < 500) return code;
  return HttpStatus.INTERNAL_SERVER_ERROR;
}

function messageOf(error: unknown, statusCode: number): string {
  if (statusCode === HttpStatus.SERVICE_UNAVAILABLE && !(error instanceof HttpException)) return 'Service unavailable';
  if (statusCode >= 500 && !(error instanceof HttpException)) return 'Internal server error';
  if (error instanceof HttpException) {
    const response = error.getResponse();
    if (typeof response === 'string') return response;
    const message = (response as { message?: unknown }).message;
    if (Array.isArray(message)) return message.join('; ');
    if (typeof message === 'string') return message;
    return error.message;
  }
  if (statusCode === 413) return 'Payload too large';
  return (error as Error)?.message ?? 'Request failed';
}

/** Extra fields an expected failure carries (field errors, `success: false`…) pass through. */
function detailsOf(error: unknown): Record<string, unknown> {
  if (!(error instanceof HttpException)) return {};
  const response = error.getResponse();
  if (typeof response !== 'object' || response === null) return {};
  const { retryAfter: _retryAfter, ...details } = response as Record<string, unknown>;
  return details;
}

function retryAfterOf(error: HttpException): string | undefined {
  const retryAfter = (error.getResponse() as { retryAfter?: unknown })?.retryAfter;
  return retryAfter === undefined ? undefined : String(retryAfter);
}
