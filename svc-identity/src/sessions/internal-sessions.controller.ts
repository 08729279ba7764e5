import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import type { SessionIntrospection } from '@atelier/contracts';
import { InternalGuard } from '@atelier/service-kit';
import { SessionsService } from './sessions.service';

const introspectSchema = z.object({ token: z.string().max(200) });

/** For the other services' AdminGuard: is this cookie a live session? */
@Controller('internal/sessions')
@UseGuards(InternalGuard)
export class InternalSessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Post('introspect')
  @HttpCode(200)
  introspect(@Body({ schema: introspectSchema }) body: z.infer<typeof introspectSchema>): Promise<SessionIntrospection> {
    return this.sessions.introspect(body.token);
  }
}
