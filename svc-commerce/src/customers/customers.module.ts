import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailingModule } from '../mailing/mailing.module';
import { OrdersRepositoryModule } from '../orders/orders-repository.module';
import { CustomerEntity } from './customer.entity';
import { CustomersController, InternalCustomersController } from './customers.controller';
import { CustomersService } from './customers.service';

@Module({
  imports: [TypeOrmModule.forFeature([CustomerEntity]), OrdersRepositoryModule, MailingModule],
  controllers: [CustomersController, InternalCustomersController],
  providers: [CustomersService],
  exports: [CustomersService],
})
export class CustomersModule {}
