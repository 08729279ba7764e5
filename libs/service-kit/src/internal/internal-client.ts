import { Inject, Injectable } from '@nestjs/common';
import {
  endpointPath,
  ERROR_STATUS,
  errorCodeOf,
  INTERNAL_TOKEN_HEADER,
  type AnswerOf,
  type ApiError,
  type CallInput,
  type Endpoint,
  type ErrorCode,
} from '@atelier/contracts';
import { issuePath } from '../http/issue-path';
import { Refusal } from '../http/refusal';
import { ENV } from '../tokens';
import type { BaseEnv } from '../env/env';

const DEFAULT_TIMEOUT_MS = 5000;
export const SERVICE_UNAVAILABLE = 'Part of the site is not answering just now. Please try again in a moment.';
export const SERVICE_ANSWERED_WRONGLY = 'Part of the site answered something unexpected. Please try again in a moment.';

/**
 * The other service refused the call for good: a refusal whose code is a 4xx other than
 * `RATE_LIMITED`, so the same call would be refused again. Durable work stops on it (architecture
 * §4); a request answers it as any other refusal, with its code and message.
 */
export class RefusedCallError extends Refusal {}

/** Whether a code refuses the call for good rather than for now. */
export function refusesForGood(code: ErrorCode): boolean {
  return ERROR_STATUS[code] < 500 && code !== 'RATE_LIMITED';
}

/** An internal endpoint: its answer is a schema, so every answer is checked before it is used. */
type CheckedEndpoint = Endpoint & Required<Pick<Endpoint, 'answer'>>;

/**
 * Calls an endpoint of another service's `/internal/*` API (`internalApi` of @atelier/contracts)
 * with the shared token. The other side's refusal is re-thrown as a {@link Refusal} with its code
 * and message, when the endpoint declares that code (callers branch on it: `isRefusal(error,
 * 'NOT_FOUND')`); a timeout or refused connection is `SERVICE_UNAVAILABLE`, whose body says nothing of
 * our hosts (the log has them); an error without a code the endpoint may answer, or an answer its
 * schema refuses, is `UPSTREAM_INVALID_ANSWER`.
 */
@Injectable()
export class InternalClient {
  constructor(@Inject(ENV) private readonly env: BaseEnv) {}

  async call<E extends CheckedEndpoint>(
    baseUrl: string,
    endpoint: E,
    input: CallInput<E>,
    timeoutMs = DEFAULT_TIMEOUT_MS,
  ): Promise<AnswerOf<E>> {
    const { params, body } = input as { params?: never; body?: unknown };
    const url = new URL(endpointPath(endpoint, params), baseUrl);
    let response: Response;
    try {
      response = await fetch(url, {
        method: endpoint.method,
        headers: {
          // A connection of its own, its host name resolved again, as the gateway does: the
          // replicas behind the name share the calls, and no call waits out its timeout on a
          // kept-alive connection to one that crashed (its connections go silent, not closed).
          connection: 'close',
          [INTERNAL_TOKEN_HEADER]: this.env.INTERNAL_TOKEN,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new Refusal(
        'SERVICE_UNAVAILABLE',
        SERVICE_UNAVAILABLE,
        {},
        {
          cause: new Error(`${url.host} did not answer: ${(error as Error).message}`),
        },
      );
    }
    const text = await response.text();
    const parsed: unknown = text ? safeJson(text) : undefined;
    if (!response.ok) throw refusalOf(endpoint, url, response.status, parsed);
    const checked = await endpoint.answer['~standard'].validate(parsed);
    if (checked.issues) {
      const issues = checked.issues.map((issue) => `${issuePath(issue)}: ${issue.message}`).join('; ');
      throw new Refusal(
        'UPSTREAM_INVALID_ANSWER',
        SERVICE_ANSWERED_WRONGLY,
        {},
        {
          cause: new Error(`${endpoint.method} ${url.host}${endpoint.path} answered what its schema refuses: ${issues}`),
        },
      );
    }
    return checked.value as AnswerOf<E>;
  }
}

/** The other side's error answer as our own refusal, read by its code (`errorCodeOf`). */
function refusalOf(endpoint: Endpoint, url: URL, status: number, body: unknown): Refusal {
  const code = errorCodeOf(status, body, endpoint.refusals);
  const { message, errors } = (body ?? {}) as Partial<ApiError>;
  if (code === (body as Partial<ApiError> | undefined)?.code && typeof message === 'string') {
    return new (refusesForGood(code) ? RefusedCallError : Refusal)(code, message, errors ? { errors } : {});
  }
  const cause = new Error(`${endpoint.method} ${url.host}${endpoint.path} answered ${status} ${JSON.stringify(body)?.slice(0, 300)}`);
  return code === 'SERVICE_UNAVAILABLE'
    ? new Refusal(code, SERVICE_UNAVAILABLE, {}, { cause })
    : new Refusal('UPSTREAM_INVALID_ANSWER', SERVICE_ANSWERED_WRONGLY, {}, { cause });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
