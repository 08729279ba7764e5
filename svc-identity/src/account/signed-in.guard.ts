import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@atelier/contracts';
import { assertSameOriginWrite, Refusal } from '@atelier/service-kit';
import { SessionsService } from '../sessions/sessions.service';

/** The request of a signed-in administrator, with who she is and her session's token. */
export type SignedInRequest = FastifyRequest & { adminId: number; sessionToken: string };

/**
 * svc-identity's own AdminGuard: the same checks (same-origin writes, a live session), asking its
 * own sessions rather than itself over HTTP, and naming the administrator for the handler.
 */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(private readonly sessions: SessionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<SignedInRequest>();
    assertSameOriginWrite(request);
    const token = request.cookies?.[SESSION_COOKIE];
    const session = await this.sessions.introspect(token);
    if (!token || !session.authenticated || session.adminId === undefined) throw new Refusal('UNAUTHENTICATED', 'Authentication required');
    request.adminId = session.adminId;
    request.sessionToken = token;
    return true;
  }
}
