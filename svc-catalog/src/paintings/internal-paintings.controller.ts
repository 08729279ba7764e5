import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { markSoldRequestSchema, type MarkSoldAnswer, type Painting } from '@atelier/contracts';
import type { z } from 'zod';
import { IdPipe, InternalGuard } from '@atelier/service-kit';
import { PaintingsAdminService } from './paintings-admin.service';

/** For svc-commerce: read a painting with its price (hidden ones too) and sell it exactly once. */
@Controller('internal/paintings')
@UseGuards(InternalGuard)
export class InternalPaintingsController {
  constructor(private readonly paintings: PaintingsAdminService) {}

  @Get(':id')
  get(@Param('id', new IdPipe('Painting not found')) id: number): Promise<Painting> {
    return this.paintings.get(id);
  }

  @Post(':id/mark-sold')
  @HttpCode(200)
  markSold(
    @Param('id', new IdPipe('Painting not found')) id: number,
    @Body({ schema: markSoldRequestSchema }) body: z.output<typeof markSoldRequestSchema>,
  ): Promise<MarkSoldAnswer> {
    return this.paintings.markSold(id, body.saleReference, body.customerId, body.soldAt ?? new Date());
  }
}
