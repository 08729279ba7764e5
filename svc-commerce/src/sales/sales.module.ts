import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DurableWorkModule } from '@atelier/service-kit';
import { CatalogModule } from '../catalog/catalog.module';
import { CustomersModule } from '../customers/customers.module';
import { OrderEntity } from '../orders/order.entity';
import { OrdersModule } from '../orders/orders.module';
import { ManualSaleService } from './manual-sale.service';
import { SalesController } from './sales.controller';
import { SalesService } from './sales.service';

/** Selling a painting exactly once, whatever the channel (the admin's manual sale, Stripe, PayPal). */
@Module({
  imports: [TypeOrmModule.forFeature([OrderEntity]), CatalogModule, CustomersModule, OrdersModule, DurableWorkModule],
  controllers: [SalesController],
  providers: [SalesService, ManualSaleService],
  exports: [SalesService],
})
export class SalesModule {}
