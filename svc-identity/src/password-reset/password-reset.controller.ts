import { Body, Controller, HttpCode, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { PASSWORD_RESET_MESSAGES, passwordResetConfirmSchema, passwordResetRequestSchema, identityApi } from '@atelier/contracts';
import { assertSameOriginWrite, ClientRateLimitGuard, RateLimit, Serves } from '@atelier/service-kit';
import type { z } from 'zod';
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
  constructor(private readonly passwordReset: PasswordResetService) {}

  @Serves(identityApi.admin.requestPasswordReset)
  @HttpCode(200)
  request(@Req() request: FastifyRequest, @Body({ schema: passwordResetRequestSchema }) body: z.infer<typeof passwordResetRequestSchema>) {
    assertSameOriginWrite(request);
    return this.passwordReset.request(body.email);
  }

  @Serves(identityApi.admin.confirmPasswordReset)
  @HttpCode(200)
  confirm(@Req() request: FastifyRequest, @Body({ schema: passwordResetConfirmSchema }) body: z.infer<typeof passwordResetConfirmSchema>) {
    assertSameOriginWrite(request);
    return this.passwordReset.confirm(body.token, body.password);
  }
}
