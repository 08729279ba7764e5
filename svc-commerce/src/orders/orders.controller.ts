import { Controller, Get, UseGuards } from '@nestjs/common';
import type { Order } from '@atelier/contracts';
import { AdminGuard } from '@atelier/service-kit';
import { OrdersService } from './orders.service';

@Controller('api/admin/orders')
@UseGuards(AdminGuard)
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  /** Every sale, newest first, whatever channel it came through. */
  @Get()
  list(): Promise<Order[]> {
    return this.orders.list();
  }
}
