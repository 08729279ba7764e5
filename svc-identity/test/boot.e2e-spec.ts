import { expectServiceBoots } from '@atelier/service-kit/testing';
import { AppModule } from '../src/app.module';

describe('svc-identity', () => {
  it('boots on its own database with its migrations and answers ready', () =>
    expectServiceBoots(AppModule, 'identity', ['admins', 'sessions', 'password_reset_tokens', 'login_failures', 'trusted_devices'], {
      ADMIN_EMAIL: 'artist@example.com',
      ADMIN_PASSWORD: 'a-boot-test-password',
    }));
});
