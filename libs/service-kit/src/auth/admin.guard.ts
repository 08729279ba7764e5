import { CanActivate, ExecutionContext, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { internalApi, SESSION_COOKIE } from '@atelier/contracts';
import type { BaseEnv } from '../env/env';
import { InternalClient } from '../internal/internal-client';
import { ENV } from '../tokens';
import { assertSameOriginWrite } from './same-origin';

/** How long an answer from svc-identity is trusted (a logout takes effect within this). */
const CACHE_MS = 5000;
const CACHE_LIMIT = 1000;

/**
 * Lets only the signed-in administrator through: reads the session cookie and asks
 * svc-identity whether it is a live session (answers cached for at most 5 s). Writes
 * must also be same-origin JSON. Anonymous callers get 401, cross-site writes 403.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  private readonly cache = new Map<string, { authenticated: boolean; until: number }>();

  constructor(
    private readonly internal: InternalClient,
    @Inject(ENV) private readonly env: BaseEnv,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    assertSameOriginWrite(request);
    const token = request.cookies?.[SESSION_COOKIE];
    if (!token || !(await this.isLive(token))) throw new UnauthorizedException('Authentication required');
    return true;
  }

  private async isLive(token: string): Promise<boolean> {
    const key = createHash('sha256').update(token).digest('base64url');
    const cached = this.cache.get(key);
    if (cached && cached.until > Date.now()) return cached.authenticated;

    const { authenticated } = await this.internal.call(this.env.IDENTITY_URL, internalApi.introspectSession, { body: { token } });
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(key, { authenticated, until: Date.now() + CACHE_MS });
    return authenticated;
  }
}
