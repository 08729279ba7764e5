import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomerEntity } from '../customers/customer.entity';
import { MailingModule } from '../mailing/mailing.module';
import { PaymentEntity } from '../payments/payment.entity';
import { OrderFulfilmentService } from './order-fulfilment.service';
import { OrderEntity } from './order.entity';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';

/** Orders as the artist reads them (`GET /api/admin/orders`) and moves them on their way; SalesService writes them. */
@Module({
  imports: [TypeOrmModule.forFeature([OrderEntity, CustomerEntity, PaymentEntity]), MailingModule],
  controllers: [OrdersController],
  providers: [OrdersService, OrderFulfilmentService],
  exports: [OrdersService],
})
export class OrdersModule {}
