import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import {
  paintingInputSchema,
  paintingUpdateSchema,
  visibilitySchema,
  type Painting,
  type PaintingInput,
  type PaintingUpdate,
} from '@atelier/contracts';
import { AdminGuard, IdPipe } from '@atelier/service-kit';
import { PaintingsAdminService } from './paintings-admin.service';

@Controller('api/admin/paintings')
@UseGuards(AdminGuard)
export class PaintingsAdminController {
  constructor(private readonly paintings: PaintingsAdminService) {}

  @Get('all')
  listAll(): Promise<Painting[]> {
    return this.paintings.listAll();
  }

  @Post()
  create(@Body({ schema: paintingInputSchema }) body: PaintingInput): Promise<Painting> {
    return this.paintings.create(body);
  }

  @Patch(':id')
  update(
    @Param('id', new IdPipe('Painting not found')) id: number,
    @Body({ schema: paintingUpdateSchema }) body: PaintingUpdate,
  ): Promise<Painting> {
    return this.paintings.update(id, body);
  }

  @Patch(':id/visibility')
  setVisibility(
    @Param('id', new IdPipe('Painting not found')) id: number,
    @Body({ schema: visibilitySchema }) body: { hidden: boolean },
  ): Promise<Painting> {
    return this.paintings.setHidden(id, body.hidden);
  }
}

/** SPEC §7 puts painting deletion at `DELETE /api/paintings/{id}`; it is an admin call all the same. */
@Controller('api/paintings')
@UseGuards(AdminGuard)
export class PaintingDeletionController {
  constructor(private readonly paintings: PaintingsAdminService) {}

  @Delete(':id')
  @HttpCode(204)
  remove(@Param('id', new IdPipe('Painting not found')) id: number): Promise<void> {
    return this.paintings.remove(id);
  }
}
