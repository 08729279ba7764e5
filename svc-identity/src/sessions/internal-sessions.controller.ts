import { Body, Controller, HttpCode, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { internalApi, sessionIntrospectionRequestSchema, type SessionIntrospection } from '@atelier/contracts';
import { InternalGuard, Serves } from '@atelier/service-kit';
import { SessionsService } from './sessions.service';

/** For the other services' AdminGuard: is this cookie a live session? */
@Controller()
@UseGuards(InternalGuard)
export class InternalSessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Serves(internalApi.introspectSession)
  @HttpCode(200)
  introspect(
    @Body({ schema: sessionIntrospectionRequestSchema }) body: z.infer<typeof sessionIntrospectionRequestSchema>,
  ): Promise<SessionIntrospection> {
    return this.sessions.introspect(body.token);
  }
}
