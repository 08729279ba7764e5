import { BadRequestException, CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { loginSchema } from '@atelier/contracts';
import { assertSameOriginWrite, clientAddress } from '@atelier/service-kit';
import { LoginThrottleService } from './login-throttle.service';

/**
 * Runs before passport: same-origin JSON only, the body's shape, and the attempt counted
 * against the address's and the account's budgets (so a throttled caller never reaches the
 * password check).
 */
@Injectable()
export class LoginPreconditionsGuard implements CanActivate {
  constructor(private readonly throttle: LoginThrottleService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    assertSameOriginWrite(request);
    const parsed = loginSchema.safeParse(request.body);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Email and password are required';
      throw new BadRequestException({ success: false, error: message, message });
    }
    await this.throttle.countAttempt(clientAddress(request), parsed.data.email);
    return true;
  }
}

@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {}
