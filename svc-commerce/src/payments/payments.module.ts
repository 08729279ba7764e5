import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DurableWorkModule, ThrottleModule } from '@atelier/service-kit';
import { CatalogModule } from '../catalog/catalog.module';
import { CertificatesModule } from '../certificates/certificates.module';
import { CustomersModule } from '../customers/customers.module';
import { MailingModule } from '../mailing/mailing.module';
import { ReservationsModule } from '../reservations/reservations.module';
import { SalesModule } from '../sales/sales.module';
import { CustomerEntity } from '../customers/customer.entity';
import { OrdersRepositoryModule } from '../orders/orders-repository.module';
import { OrdersModule } from '../orders/orders.module';
import { OrderRefundsController } from './order-refunds.controller';
import { OrderRefundsService } from './order-refunds.service';
import { PaymentFulfilmentService } from './payment-fulfilment.service';
import { PaymentProviders } from './payment-providers';
import { PaymentRecoveryService } from './payment-recovery.service';
import { PaymentsRepositoryModule } from './payments-repository.module';
import { PaymentsController } from './payments.controller';
import { PaypalClient } from './paypal/paypal.client';
import { PaypalController } from './paypal/paypal.controller';
import { PaypalService } from './paypal/paypal.service';
import { PurchasablePaintingsService } from './purchasable-paintings.service';
import { RawBodyHook } from './stripe/raw-body.hook';
import { StripeEventEntity } from './stripe/stripe-event.entity';
import { StripePaymentsService } from './stripe/stripe-payments.service';
import { StripeClient } from './stripe/stripe.client';
import { StripeController } from './stripe/stripe.controller';

@Module({
  imports: [
    TypeOrmModule.forFeature([StripeEventEntity, CustomerEntity]),
    PaymentsRepositoryModule,
    OrdersRepositoryModule,
    CatalogModule,
    CertificatesModule,
    CustomersModule,
    MailingModule,
    OrdersModule,
    SalesModule,
    ReservationsModule,
    ThrottleModule,
    DurableWorkModule,
  ],
  controllers: [PaymentsController, StripeController, PaypalController, OrderRefundsController],
  providers: [
    RawBodyHook,
    StripeClient,
    PaypalClient,
    PurchasablePaintingsService,
    PaymentProviders,
    PaymentFulfilmentService,
    StripePaymentsService,
    PaypalService,
    PaymentRecoveryService,
    OrderRefundsService,
  ],
})
export class PaymentsModule {}
