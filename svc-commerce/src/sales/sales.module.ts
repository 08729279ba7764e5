import { Module } from '@nestjs/common';
import { DurableWorkModule } from '@atelier/service-kit';
import { CatalogModule } from '../catalog/catalog.module';
import { CustomersModule } from '../customers/customers.module';
import { OrdersRepositoryModule } from '../orders/orders-repository.module';
import { OrdersModule } from '../orders/orders.module';
import { ManualSaleService } from './manual-sale.service';
import { SalesController } from './sales.controller';
import { SalesService } from './sales.service';

/** Selling a painting exactly once, whatever the channel (the admin's manual sale, Stripe, PayPal). */
@Module({
  imports: [OrdersRepositoryModule, CatalogModule, CustomersModule, OrdersModule, DurableWorkModule],
  controllers: [SalesController],
  providers: [SalesService, ManualSaleService],
  exports: [SalesService],
})
export class SalesModule {}
