import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomerEntity } from '../customers/customer.entity';
import { MailingModule } from '../mailing/mailing.module';
import { PaymentsRepositoryModule } from '../payments/payments-repository.module';
import { OrderFulfilmentService } from './order-fulfilment.service';
import { OrdersRepositoryModule } from './orders-repository.module';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';

/** Orders as the artist reads them (`GET /api/admin/orders`) and moves them on their way; SalesService sells them. */
@Module({
  imports: [TypeOrmModule.forFeature([CustomerEntity]), OrdersRepositoryModule, PaymentsRepositoryModule, MailingModule],
  controllers: [OrdersController],
  providers: [OrdersService, OrderFulfilmentService],
  exports: [OrdersService],
})
export class OrdersModule {}
