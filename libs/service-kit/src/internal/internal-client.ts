import { HttpException, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { INTERNAL_TOKEN_HEADER } from '@atelier/contracts';
import { ENV } from '../tokens';
import type { BaseEnv } from '../env/env';

const DEFAULT_TIMEOUT_MS = 5000;
export const SERVICE_UNAVAILABLE = 'Part of the site is not answering just now. Please try again in a moment.';

/**
 * Calls another service's `/internal/*` API with the shared token. A JSON error from
 * the other side is re-thrown with its status and message; a timeout or refused
 * connection becomes a 503 whose body says nothing of our hosts (the log has them).
 */
@Injectable()
export class InternalClient {
  constructor(@Inject(ENV) private readonly env: BaseEnv) {}

  async request<T>(
    baseUrl: string,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    timeoutMs = DEFAULT_TIMEOUT_MS,
  ): Promise<T> {
    const url = new URL(path, baseUrl);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
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
      throw new HttpException(typeof message === 'string' ? message : text || response.statusText, response.status);
    }
    return parsed as T;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
