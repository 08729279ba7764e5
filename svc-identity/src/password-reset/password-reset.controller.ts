import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { passwordResetConfirmSchema, passwordResetRequestSchema } from '@atelier/contracts';
import { assertSameOriginWrite } from '@atelier/service-kit';
import type { z } from 'zod';
import { PasswordResetService } from './password-reset.service';

@Controller('api/admin/password-reset')
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
