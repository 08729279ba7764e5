import { expectServiceBoots } from '@atelier/service-kit/testing';
import { AppModule } from '../src/app.module';

describe('svc-bookings', () => {
  it('boots on its own database with its migrations and answers ready', () =>
    expectServiceBoots(AppModule, 'bookings', ['adventures', 'bookings', 'durable_work']));
});
