import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { clientAddress, Refusal } from '@atelier/service-kit';
import { AdminsService } from '../admins/admins.service';
import type { AdminEntity } from '../admins/admin.entity';
import { LoginThrottleService } from './login-throttle.service';
import type { SignInRequest } from './login.guards';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/** passport-local: e-mail and password against the administrator's argon2id hash. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(
    private readonly admins: AdminsService,
    private readonly throttle: LoginThrottleService,
  ) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  async validate(request: SignInRequest, email: string, password: string): Promise<AdminEntity> {
    await this.throttle.slowDownFor(request.budget);
    const admin = await this.admins.verifyCredentials(email, password);
    if (admin) {
      await this.throttle.forgive(clientAddress(request), request.budget);
      return admin;
    }
    await this.throttle.recordFailure(clientAddress(request), email);
    throw new Refusal('INVALID_CREDENTIALS', INVALID_CREDENTIALS, { success: false, error: INVALID_CREDENTIALS });
  }
}
