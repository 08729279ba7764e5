import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomerEntity } from '../customers/customer.entity';
import { PaymentEntity } from '../payments/payment.entity';
import { OrderEntity } from './order.entity';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';

/** Orders as the artist reads them (`GET /api/admin/orders`); SalesService writes them. */
@Module({
  imports: [TypeOrmModule.forFeature([OrderEntity, CustomerEntity, PaymentEntity])],
  controllers: [OrdersController],
  providers: [OrdersService],
  exports: [OrdersService],
})
export class OrdersModule {}
