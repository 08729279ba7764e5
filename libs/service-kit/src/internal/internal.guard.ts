import { CanActivate, ExecutionContext, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { INTERNAL_TOKEN_HEADER } from '@atelier/contracts';
import { ENV } from '../tokens';
import type { BaseEnv } from '../env/env';

/** Lets only other services (holding INTERNAL_TOKEN) reach `/internal/*` routes. */
@Injectable()
export class InternalGuard implements CanActivate {
  constructor(@Inject(ENV) private readonly env: BaseEnv) {}

  canActivate(context: ExecutionContext): boolean {
    const header = context.switchToHttp().getRequest<FastifyRequest>().headers[INTERNAL_TOKEN_HEADER.toLowerCase()];
    const given = Buffer.from(typeof header === 'string' ? header : '');
    const expected = Buffer.from(this.env.INTERNAL_TOKEN);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new UnauthorizedException('Internal token required');
    }
    return true;
  }
}
