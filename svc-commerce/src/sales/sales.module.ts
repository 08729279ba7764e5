import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DurableWorkModule } from '@atelier/service-kit';
import { CatalogModule } from '../catalog/catalog.module';
import { CustomerEntity } from '../customers/customer.entity';
import { CustomersModule } from '../customers/customers.module';
import { OrderEntity } from '../orders/order.entity';
import { OrdersService } from '../orders/orders.service';
import { ManualSaleService } from './manual-sale.service';
import { OrdersController } from '../orders/orders.controller';
import { SalesController } from './sales.controller';
import { SalesService } from './sales.service';

@Module({
  imports: [TypeOrmModule.forFeature([OrderEntity, CustomerEntity]), CatalogModule, CustomersModule, DurableWorkModule],
  controllers: [SalesController, OrdersController],
  providers: [SalesService, ManualSaleService, OrdersService],
  exports: [SalesService, OrdersService],
})
export class SalesModule {}
