import { BadGatewayException, HttpException, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { endpointPath, INTERNAL_TOKEN_HEADER, type AnswerOf, type CallInput, type Endpoint } from '@atelier/contracts';
import { issuePath } from '../http/issue-path';
import { ENV } from '../tokens';
import type { BaseEnv } from '../env/env';

const DEFAULT_TIMEOUT_MS = 5000;
export const SERVICE_UNAVAILABLE = 'Part of the site is not answering just now. Please try again in a moment.';
export const SERVICE_ANSWERED_WRONGLY = 'Part of the site answered something unexpected. Please try again in a moment.';

/**
 * The other service refused the call: a 4xx answer other than 408 (timeout) and 429 (too many),
 * so the same call would be refused again. Durable work stops on it (architecture §4); a request
 * answers it as any other HttpException, with its status and message.
 */
export class RefusedCallError extends HttpException {}

/** Whether an answer's status refuses the call for good rather than for now. */
export function isRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** An internal endpoint: its answer is a schema, so every answer is checked before it is used. */
type CheckedEndpoint = Endpoint & Required<Pick<Endpoint, 'answer'>>;

/**
 * Calls an endpoint of another service's `/internal/*` API (`internalApi` of @atelier/contracts)
 * with the shared token. A JSON error from the other side is re-thrown with its status and
 * message (a {@link RefusedCallError} when it refuses the call for good); a timeout or refused connection becomes a 503 whose body says nothing of our hosts
 * (the log has them); an answer its schema refuses becomes a 502.
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
          [INTERNAL_TOKEN_HEADER]: this.env.INTERNAL_TOKEN,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ServiceUnavailableException(SERVICE_UNAVAILABLE, {
        cause: new Error(`${url.host} did not answer: ${(error as Error).message}`),
      });
    }
    const text = await response.text();
    const parsed: unknown = text ? safeJson(text) : undefined;
    if (!response.ok) {
      const message = (parsed as { message?: unknown })?.message;
      const refused = isRefusal(response.status) ? RefusedCallError : HttpException;
      throw new refused(typeof message === 'string' ? message : text || response.statusText, response.status);
    }
    const checked = await endpoint.answer['~standard'].validate(parsed);
    if (checked.issues) {
      const issues = checked.issues.map((issue) => `${issuePath(issue)}: ${issue.message}`).join('; ');
      throw new BadGatewayException(SERVICE_ANSWERED_WRONGLY, {
        cause: new Error(`${endpoint.method} ${url.host}${endpoint.path} answered what its schema refuses: ${issues}`),
      });
    }
    return checked.value as AnswerOf<E>;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
