import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ServiceKitModule, ThrottleModule } from '@atelier/service-kit';
import { AccountController } from './account/account.controller';
import { AccountService } from './account/account.service';
import { SignedInGuard } from './account/signed-in.guard';
import { AdminEntity } from './admins/admin.entity';
import { AdminsService } from './admins/admins.service';
import { AuthController } from './auth/auth.controller';
import { LoginFailureEntity } from './auth/login-failure.entity';
import { LoginThrottleService } from './auth/login-throttle.service';
import { LocalStrategy } from './auth/local.strategy';
import { LoginPreconditionsGuard } from './auth/login.guards';
import { TrustedDeviceEntity } from './auth/trusted-device.entity';
import { TrustedDevicesService } from './auth/trusted-devices.service';
import { identityEnvSchema } from './env';
import { migrations } from './migrations';
import { PasswordResetController } from './password-reset/password-reset.controller';
import { PasswordResetService } from './password-reset/password-reset.service';
import { ResetTokenEntity } from './password-reset/reset-token.entity';
import { InternalSessionsController } from './sessions/internal-sessions.controller';
import { SessionEntity } from './sessions/session.entity';
import { SessionsService } from './sessions/sessions.service';

const entities = [AdminEntity, SessionEntity, LoginFailureEntity, ResetTokenEntity, TrustedDeviceEntity];

@Module({
  imports: [
    ServiceKitModule.forRoot({ name: 'identity', envSchema: identityEnvSchema, entities, migrations }),
    TypeOrmModule.forFeature(entities),
    PassportModule,
    ThrottleModule,
  ],
  controllers: [AuthController, PasswordResetController, InternalSessionsController, AccountController],
  providers: [
    AdminsService,
    SessionsService,
    LoginThrottleService,
    TrustedDevicesService,
    LocalStrategy,
    LoginPreconditionsGuard,
    PasswordResetService,
    AccountService,
    SignedInGuard,
  ],
})
export class AppModule {}
