import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailingModule } from '../mailing/mailing.module';
import { OrderEntity } from '../orders/order.entity';
import { CustomerEntity } from './customer.entity';
import { CustomersController, InternalCustomersController } from './customers.controller';
import { CustomersService } from './customers.service';

@Module({
  imports: [TypeOrmModule.forFeature([CustomerEntity, OrderEntity]), MailingModule],
  controllers: [CustomersController, InternalCustomersController],
  providers: [CustomersService],
  exports: [CustomersService],
})
export class CustomersModule {}
