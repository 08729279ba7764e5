import { CanActivate, ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { ENV } from '../tokens';
import { clientKey } from './client-address';
import { rateLimitWindows } from './rate-limit-env';
import { RateLimitService } from './rate-limit.service';

export interface RateLimitPolicy {
  /** Counter name, e.g. 'inquiries'; each client address has its own counters per name. */
  name: string;
  /** Prefix of its variables in the service's env schema ({@link rateLimitVariables}), e.g. 'INQUIRY'. */
  limits: string;
  /** The 429 answer's message. */
  message: string;
}

const RATE_LIMIT = Symbol('rate-limit');

/** Limits how often one client address may call the route, or each route of a controller (use with {@link ClientRateLimitGuard}). */
export const RateLimit = (policy: RateLimitPolicy) => SetMetadata(RATE_LIMIT, policy);

/**
 * Counts each call per client address before anything else runs, so a flood of invalid
 * requests is throttled too; 429 with Retry-After when over the limit.
 */
@Injectable()
export class ClientRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimitService,
    @Inject(ENV) private readonly env: object,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.getAllAndOverride<RateLimitPolicy | undefined>(RATE_LIMIT, [context.getHandler(), context.getClass()]);
    if (!policy) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    await this.limits.consume(`${policy.name}:${clientKey(request)}`, rateLimitWindows(this.env, policy.limits), policy.message);
    return true;
  }
}
