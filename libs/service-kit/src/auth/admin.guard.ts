import { CanActivate, createParamDecorator, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { internalApi, SESSION_COOKIE, type SessionIntrospection } from '@atelier/contracts';
import type { BaseEnv } from '../env/env';
import { InternalClient } from '../internal/internal-client';
import { ENV } from '../tokens';
import { assertSameOriginWrite } from './same-origin';
import { Refusal } from '../http/refusal';

/** How long an answer from svc-identity is trusted (a logout takes effect within this). */
const CACHE_MS = 5000;
const CACHE_LIMIT = 1000;

/** The administrator a request is made by, as AdminGuard found her. */
export interface SignedInAdmin {
  id: number;
  /** Her sign-in e-mail, for audit records. */
  email: string;
}

const ADMIN = Symbol('signed-in administrator');
type AdminRequest = FastifyRequest & { [ADMIN]?: SignedInAdmin };

/** A handler parameter: the administrator making the request (on routes behind AdminGuard). */
export const CurrentAdmin = createParamDecorator((_: unknown, context: ExecutionContext): SignedInAdmin => {
  const admin = context.switchToHttp().getRequest<AdminRequest>()[ADMIN];
  if (!admin) throw new Error('CurrentAdmin is only known behind AdminGuard');
  return admin;
});

/**
 * Lets only the signed-in administrator through: reads the session cookie and asks
 * svc-identity whether it is a live session (answers cached for at most 5 s). Writes
 * must also be same-origin JSON. Anonymous callers get 401, cross-site writes 403.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  private readonly cache = new Map<string, { admin: SignedInAdmin | null; until: number }>();

  constructor(
    private readonly internal: InternalClient,
    @Inject(ENV) private readonly env: BaseEnv,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AdminRequest>();
    assertSameOriginWrite(request);
    const token = request.cookies?.[SESSION_COOKIE];
    const admin = token ? await this.adminOf(token) : null;
    if (!admin) throw new Refusal('UNAUTHENTICATED', 'Authentication required');
    request[ADMIN] = admin;
    return true;
  }

  /** The administrator whose live session the token is, or null. */
  private async adminOf(token: string): Promise<SignedInAdmin | null> {
    const key = createHash('sha256').update(token).digest('base64url');
    const cached = this.cache.get(key);
    if (cached && cached.until > Date.now()) return cached.admin;

    const admin = signedIn(await this.internal.call(this.env.IDENTITY_URL, internalApi.introspectSession, { body: { token } }));
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(key, { admin, until: Date.now() + CACHE_MS });
    return admin;
  }
}

function signedIn({ authenticated, adminId, email }: SessionIntrospection): SignedInAdmin | null {
  return authenticated && adminId !== undefined ? { id: adminId, email: email ?? `administrator ${adminId}` } : null;
}
