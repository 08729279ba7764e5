import { Body, Controller, HttpCode, Param, UseGuards } from '@nestjs/common';
import { internalApi, markSoldRequestSchema, unmarkSoldRequestSchema } from '@atelier/contracts';
import type { z } from 'zod';
import { IdPipe, InternalGuard, Serves } from '@atelier/service-kit';
import { PaintingsAdminService } from './paintings-admin.service';

/** For svc-commerce: read a painting with its price (hidden ones too), describe it for a certificate, sell it exactly once, undo that sale. */
@Controller()
@UseGuards(InternalGuard)
export class InternalPaintingsController {
  constructor(private readonly paintings: PaintingsAdminService) {}

  @Serves(internalApi.painting)
  get(@Param('id', new IdPipe('Painting not found')) id: number) {
    return this.paintings.get(id);
  }

  @Serves(internalApi.certificatePainting)
  certificateFacts(@Param('id', new IdPipe('Painting not found')) id: number) {
    return this.paintings.certificateFacts(id);
  }

  @Serves(internalApi.markSold)
  @HttpCode(200)
  markSold(
    @Param('id', new IdPipe('Painting not found')) id: number,
    @Body({ schema: markSoldRequestSchema }) body: z.output<typeof markSoldRequestSchema>,
  ) {
    return this.paintings.markSold(id, body.saleReference, body.customerId, body.soldAt ?? new Date());
  }

  @Serves(internalApi.unmarkSold)
  @HttpCode(200)
  unmarkSold(
    @Param('id', new IdPipe('Painting not found')) id: number,
    @Body({ schema: unmarkSoldRequestSchema }) body: z.output<typeof unmarkSoldRequestSchema>,
  ) {
    return this.paintings.unmarkSold(id, body.saleReference);
  }
}
