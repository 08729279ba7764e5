import { Body, Controller, HttpCode, Param, UseGuards } from '@nestjs/common';
import { commerceApi, COMMERCE_MESSAGES, refundOrderSchema, type SaleRecord } from '@atelier/contracts';
import { AdminGuard, IdPipe, Serves } from '@atelier/service-kit';
import type { z } from 'zod';
import { OrderRefundsService } from './order-refunds.service';

@Controller()
@UseGuards(AdminGuard)
export class OrderRefundsController {
  constructor(private readonly refunds: OrderRefundsService) {}

  @Serves(commerceApi.orders.refund)
  @HttpCode(200)
  refund(
    @Param('id', new IdPipe(COMMERCE_MESSAGES.orderNotFound)) id: number,
    @Body({ schema: refundOrderSchema }) body: z.output<typeof refundOrderSchema>,
  ): Promise<SaleRecord> {
    return this.refunds.refund(id, body.makeAvailable);
  }
}
