import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { GATEWAY_VIA, INTERNAL_TOKEN_HEADER } from '@atelier/contracts';
import { ENV } from '../tokens';
import type { BaseEnv } from '../env/env';
import { Refusal } from '../http/refusal';

/**
 * Lets only other services (holding INTERNAL_TOKEN) reach `/internal/*` routes, and never a
 * request a gateway forwarded, whatever path it was routed on.
 */
@Injectable()
export class InternalGuard implements CanActivate {
  constructor(@Inject(ENV) private readonly env: BaseEnv) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (String(request.headers.via ?? '').includes(GATEWAY_VIA))
      throw new Refusal('FORBIDDEN', 'Internal routes are not reachable from outside');
    const header = request.headers[INTERNAL_TOKEN_HEADER.toLowerCase()];
    const given = Buffer.from(typeof header === 'string' ? header : '');
    const expected = Buffer.from(this.env.INTERNAL_TOKEN);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new Refusal('UNAUTHENTICATED', 'Internal token required');
    }
    return true;
  }
}
