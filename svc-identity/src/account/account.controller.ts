import { Body, Controller, Header, HttpCode, Req, UseGuards } from '@nestjs/common';
import { emailChangeSchema, identityApi, passwordChangeSchema, type AdminAccount, type MessageResponse } from '@atelier/contracts';
import { clientAddress, Serves } from '@atelier/service-kit';
import type { z } from 'zod';
import { AccountService } from './account.service';
import { SignedInGuard, type SignedInRequest } from './signed-in.guard';

@Controller()
@UseGuards(SignedInGuard)
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Serves(identityApi.account.get)
  @Header('Cache-Control', 'no-store')
  get(@Req() request: SignedInRequest): Promise<AdminAccount> {
    return this.account.get(request.adminId);
  }

  @Serves(identityApi.account.changePassword)
  @HttpCode(200)
  changePassword(
    @Req() request: SignedInRequest,
    @Body({ schema: passwordChangeSchema }) body: z.output<typeof passwordChangeSchema>,
  ): Promise<MessageResponse> {
    return this.account.changePassword(
      request.adminId,
      request.sessionToken,
      clientAddress(request),
      body.currentPassword,
      body.newPassword,
    );
  }

  @Serves(identityApi.account.changeEmail)
  @HttpCode(200)
  changeEmail(
    @Req() request: SignedInRequest,
    @Body({ schema: emailChangeSchema }) body: z.output<typeof emailChangeSchema>,
  ): Promise<MessageResponse> {
    return this.account.changeEmail(request.adminId, clientAddress(request), body.currentPassword, body.email);
  }
}
