import { Body, Controller, HttpCode, Param, UseGuards } from '@nestjs/common';
import { sellPaintingSchema, commerceApi, type Order, type SellPaintingData } from '@atelier/contracts';
import { AdminGuard, IdPipe, Serves } from '@atelier/service-kit';
import { ManualSaleService } from './manual-sale.service';

@Controller()
@UseGuards(AdminGuard)
export class SalesController {
  constructor(private readonly manualSales: ManualSaleService) {}

  /**
   * requirements §7 `POST /api/admin/paintings/{id}/sell`, with what happened (price paid, day, payment,
   * delivery): answers the order; 409 when the painting is sold already.
   */
  @Serves(commerceApi.sales.sell)
  @HttpCode(201)
  sell(
    @Param('id', new IdPipe('Painting not found')) id: number,
    @Body({ schema: sellPaintingSchema }) body: SellPaintingData,
  ): Promise<Order> {
    return this.manualSales.sell(id, body);
  }

  /** Undoes the artist's own sale: answers the order, now cancelled; 404 without one, 409 for a paid one. */
  @Serves(commerceApi.sales.reverse)
  @HttpCode(200)
  reverse(@Param('id', new IdPipe('Painting not found')) id: number): Promise<Order> {
    return this.manualSales.reverse(id);
  }
}
