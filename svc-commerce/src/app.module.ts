import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@atelier/service-kit';
import { CertificateEntity } from './certificates/certificate.entity';
import { CertificatesModule } from './certificates/certificates.module';
import { CustomerEntity } from './customers/customer.entity';
import { CustomersModule } from './customers/customers.module';
import { commerceEnvSchema } from './env';
import { ExchangeRatesModule } from './exchange-rates/exchange-rates.module';
import { migrations } from './migrations';
import { OrderEntity } from './orders/order.entity';
import { PaymentEntity } from './payments/payment.entity';
import { PaymentsModule } from './payments/payments.module';
import { StripeEventEntity } from './payments/stripe/stripe-event.entity';
import { ReservationEntity } from './reservations/reservation.entity';
import { SalesModule } from './sales/sales.module';

const entities = [CustomerEntity, OrderEntity, PaymentEntity, StripeEventEntity, ReservationEntity, CertificateEntity];

@Module({
  imports: [
    ServiceKitModule.forRoot({ name: 'commerce', envSchema: commerceEnvSchema, entities, migrations }),
    ExchangeRatesModule,
    CustomersModule,
    SalesModule,
    PaymentsModule,
    CertificatesModule,
  ],
})
export class AppModule {}
