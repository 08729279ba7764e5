import { Controller, UseGuards } from '@nestjs/common';
import { commerceApi, type SaleRecord } from '@atelier/contracts';
import { AdminGuard, Serves } from '@atelier/service-kit';
import { OrdersService } from './orders.service';

@Controller()
@UseGuards(AdminGuard)
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  /** Every sale and every payment that made none, newest first, whatever channel it came through. */
  @Serves(commerceApi.orders.list)
  list(): Promise<SaleRecord[]> {
    return this.orders.ledger();
  }
}
