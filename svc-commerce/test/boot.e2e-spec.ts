import { expectServiceBoots } from '@atelier/service-kit/testing';
import { AppModule } from '../src/app.module';

describe('svc-commerce', () => {
  it('boots on its own database with its migrations and answers ready', () =>
    expectServiceBoots(AppModule, 'commerce', ['customers', 'orders', 'payments', 'stripe_events', 'durable_work']));
});
