import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { PASSWORD_RESET_MESSAGES, passwordResetConfirmSchema, passwordResetRequestSchema } from '@atelier/contracts';
import { assertSameOriginWrite, ClientRateLimitGuard, RateLimit } from '@atelier/service-kit';
import type { z } from 'zod';
import { PasswordResetService } from './password-reset.service';

const MINUTE = 60_000;
/**
 * One budget for both steps. The one administrator needs a couple of links and one confirm;
 * the limit stops a script from flooding the artist's inbox or hammering the token check.
 */
const RESET_RATE_LIMIT = {
  name: 'password-reset',
  windows: [
    { max: 10, windowMs: 10 * MINUTE },
    { max: 50, windowMs: 24 * 60 * MINUTE },
  ],
  message: PASSWORD_RESET_MESSAGES.tooMany,
};

@Controller('api/admin/password-reset')
@UseGuards(ClientRateLimitGuard)
@RateLimit(RESET_RATE_LIMIT)
export class PasswordResetController {
  constructor(private readonly passwordReset: PasswordResetService) {}

  @Post('request')
  @HttpCode(200)
  request(@Req() request: FastifyRequest, @Body({ schema: passwordResetRequestSchema }) body: z.infer<typeof passwordResetRequestSchema>) {
    assertSameOriginWrite(request);
    return this.passwordReset.request(body.email);
  }

  @Post('confirm')
  @HttpCode(200)
  confirm(@Req() request: FastifyRequest, @Body({ schema: passwordResetConfirmSchema }) body: z.infer<typeof passwordResetConfirmSchema>) {
    assertSameOriginWrite(request);
    return this.passwordReset.confirm(body.token, body.password);
  }
}
