import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import type { Painting } from '@atelier/contracts';
import { IdPipe, InternalGuard } from '@atelier/service-kit';
import { PaintingsAdminService } from './paintings-admin.service';

const markSoldSchema = z.object({ customerId: z.number().int().positive().nullable(), soldAt: z.coerce.date().optional() });

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
    @Body({ schema: markSoldSchema }) body: z.infer<typeof markSoldSchema>,
  ): Promise<Painting> {
    return this.paintings.markSold(id, body.customerId, body.soldAt ?? new Date());
  }
}
