import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { DEVICE_COOKIE, loginSchema } from '@atelier/contracts';
import { assertSameOriginWrite, clientAddress, Refusal } from '@atelier/service-kit';
import { LoginThrottleService, type PasswordCheckBudget } from './login-throttle.service';
import { TrustedDevicesService } from './trusted-devices.service';

/** A sign-in request once its preconditions hold: the trusted device its cookie names, if any, and the budget it spends. */
export type SignInRequest = FastifyRequest & { trustedDevice: number | null; budget: PasswordCheckBudget };

/**
 * Runs before passport: same-origin JSON only, the body's shape, the browser's device cookie,
 * and the attempt counted against the address's budget and the account's or the device's (so a
 * throttled caller never reaches the password check).
 */
@Injectable()
export class LoginPreconditionsGuard implements CanActivate {
  constructor(
    private readonly throttle: LoginThrottleService,
    private readonly devices: TrustedDevicesService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<SignInRequest>();
    assertSameOriginWrite(request);
    const parsed = loginSchema.safeParse(request.body);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Email and password are required';
      throw new Refusal('VALIDATION_FAILED', message, { success: false, error: message });
    }
    request.trustedDevice = await this.devices.recognise(request.cookies[DEVICE_COOKIE], parsed.data.email);
    request.budget = request.trustedDevice === null ? { account: parsed.data.email } : { device: request.trustedDevice };
    await this.throttle.countAttempt(clientAddress(request), request.budget);
    return true;
  }
}

@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {}
