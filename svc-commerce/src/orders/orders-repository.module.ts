import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrderEntity } from './order.entity';
import { OrdersRepository } from './orders.repository';

/** The `orders` table and its one owner, for every module that reads or writes orders. */
@Module({
  imports: [TypeOrmModule.forFeature([OrderEntity])],
  providers: [OrdersRepository],
  exports: [OrdersRepository],
})
export class OrdersRepositoryModule {}
