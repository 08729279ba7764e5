import { Controller, HttpCode, Inject, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, identityApi, type AdminStatus, type LoginResponse } from '@atelier/contracts';
import { assertSameOriginWrite, ENV, Serves } from '@atelier/service-kit';
import type { AdminEntity } from '../admins/admin.entity';
import type { IdentityEnv } from '../env';
import { SessionsService } from '../sessions/sessions.service';
import { LocalAuthGuard, LoginPreconditionsGuard, type SignInRequest } from './login.guards';
import { clearSessionCookie, setDeviceCookie, setSessionCookie } from './session-cookie';
import { TRUSTED_DEVICE_MS, TrustedDevicesService } from './trusted-devices.service';

@Controller()
export class AuthController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly devices: TrustedDevicesService,
    @Inject(ENV) private readonly env: IdentityEnv,
  ) {}

  /** Signs in: a new session (and token) on every login, and a new device cookie that names this browser as hers. */
  @Serves(identityApi.admin.login)
  @HttpCode(200)
  @UseGuards(LoginPreconditionsGuard, LocalAuthGuard)
  async login(
    @Req() request: SignInRequest & { user: AdminEntity },
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponse> {
    const token = await this.sessions.start(request.user.id);
    setSessionCookie(reply, token, { secure: this.env.COOKIE_SECURE, maxAgeMs: this.sessions.absoluteMs });
    const device = await this.devices.trust(request.user.id, request.trustedDevice);
    setDeviceCookie(reply, device, { secure: this.env.COOKIE_SECURE, maxAgeMs: TRUSTED_DEVICE_MS });
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
