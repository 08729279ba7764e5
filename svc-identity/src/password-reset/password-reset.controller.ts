import { Body, Controller, HttpCode, Inject, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PASSWORD_RESET_MESSAGES, passwordResetConfirmSchema, passwordResetRequestSchema, identityApi } from '@atelier/contracts';
import { assertSameOriginWrite, ClientRateLimitGuard, ENV, RateLimit, Serves } from '@atelier/service-kit';
import type { z } from 'zod';
import { setDeviceCookie } from '../auth/session-cookie';
import { TRUSTED_DEVICE_MS, TrustedDevicesService } from '../auth/trusted-devices.service';
import type { IdentityEnv } from '../env';
import { PasswordResetService } from './password-reset.service';

/** One budget for both steps (PASSWORD_RESET_LIMIT_*, env.ts). */
const RESET_RATE_LIMIT = {
  name: 'password-reset',
  limits: 'PASSWORD_RESET',
  message: PASSWORD_RESET_MESSAGES.tooMany,
};

@Controller()
@UseGuards(ClientRateLimitGuard)
@RateLimit(RESET_RATE_LIMIT)
export class PasswordResetController {
  constructor(
    private readonly passwordReset: PasswordResetService,
    private readonly devices: TrustedDevicesService,
    @Inject(ENV) private readonly env: IdentityEnv,
  ) {}

  @Serves(identityApi.admin.requestPasswordReset)
  @HttpCode(200)
  request(@Req() request: FastifyRequest, @Body({ schema: passwordResetRequestSchema }) body: z.infer<typeof passwordResetRequestSchema>) {
    assertSameOriginWrite(request);
    return this.passwordReset.request(body.email);
  }

  @Serves(identityApi.admin.confirmPasswordReset)
  @HttpCode(200)
  /** A reset proves the browser's owner reads her mail: it becomes a trusted device, so strangers' guessing cannot keep her out of it. */
  async confirm(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body({ schema: passwordResetConfirmSchema }) body: z.infer<typeof passwordResetConfirmSchema>,
  ) {
    assertSameOriginWrite(request);
    const { adminId, message } = await this.passwordReset.confirm(body.token, body.password);
    setDeviceCookie(reply, await this.devices.trust(adminId, null), { secure: this.env.COOKIE_SECURE, maxAgeMs: TRUSTED_DEVICE_MS });
    return { message };
  }
}
