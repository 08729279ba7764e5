import { Controller, HttpCode, Inject, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, identityApi, type AdminStatus, type LoginResponse } from '@atelier/contracts';
import { assertSameOriginWrite, ENV, Serves } from '@atelier/service-kit';
import type { AdminEntity } from '../admins/admin.entity';
import type { IdentityEnv } from '../env';
import { SessionsService } from '../sessions/sessions.service';
import { LocalAuthGuard, LoginPreconditionsGuard } from './login.guards';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

@Controller()
export class AuthController {
  constructor(
    private readonly sessions: SessionsService,
    @Inject(ENV) private readonly env: IdentityEnv,
  ) {}

  /** Signs in: a new session (and token) on every login. */
  @Serves(identityApi.admin.login)
  @HttpCode(200)
  @UseGuards(LoginPreconditionsGuard, LocalAuthGuard)
  async login(
    @Req() request: FastifyRequest & { user: AdminEntity },
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponse> {
    const token = await this.sessions.start(request.user.id);
    setSessionCookie(reply, token, { secure: this.env.COOKIE_SECURE, maxAgeMs: this.sessions.absoluteMs });
    return { success: true };
  }

  @Serves(identityApi.admin.status)
  async status(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminStatus> {
    void reply.header('Cache-Control', 'no-store');
    const { authenticated } = await this.sessions.introspect(request.cookies[SESSION_COOKIE]);
    return { authenticated };
  }

  @Serves(identityApi.admin.logout)
  @HttpCode(200)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ success: true }> {
    assertSameOriginWrite(request);
    await this.sessions.end(request.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply, this.env.COOKIE_SECURE);
    return { success: true };
  }
}
