import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import { sellPaintingSchema, type Order } from '@atelier/contracts';
import { AdminGuard, IdPipe } from '@atelier/service-kit';
import { ManualSaleService } from './manual-sale.service';

@Controller('api/admin/paintings')
@UseGuards(AdminGuard)
export class SalesController {
  constructor(private readonly manualSales: ManualSaleService) {}

  /** SPEC §7 `POST /api/admin/paintings/{id}/sell`: answers the order; 409 when the painting is sold already. */
  @Post(':id/sell')
  @HttpCode(201)
  sell(
    @Param('id', new IdPipe('Painting not found')) id: number,
    @Body({ schema: sellPaintingSchema }) body: z.output<typeof sellPaintingSchema>,
  ): Promise<Order> {
    return this.manualSales.sell(id, body.customerId, body.shippingAddress ?? undefined);
  }
}
