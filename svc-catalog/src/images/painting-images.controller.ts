import { Body, Controller, Delete, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { paintingImageInputSchema, sortOrderSchema, type PaintingImage, type PaintingImageInput } from '@atelier/contracts';
import { AdminGuard, IdPipe } from '@atelier/service-kit';
import { PaintingImagesService } from './painting-images.service';

@Controller('api/admin/painting-images')
@UseGuards(AdminGuard)
export class PaintingImagesController {
  constructor(private readonly images: PaintingImagesService) {}

  @Post()
  add(@Body({ schema: paintingImageInputSchema }) body: PaintingImageInput): Promise<PaintingImage> {
    return this.images.add(body);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@Param('id', new IdPipe('Image not found')) id: number): Promise<void> {
    return this.images.remove(id);
  }

  @Patch(':id/primary')
  @HttpCode(204)
  makePrimary(@Param('id', new IdPipe('Image not found')) id: number): Promise<void> {
    return this.images.makePrimary(id);
  }

  @Patch(':id/sort-order')
  @HttpCode(204)
  setSortOrder(
    @Param('id', new IdPipe('Image not found')) id: number,
    @Body({ schema: sortOrderSchema }) body: { sortOrder: number },
  ): Promise<void> {
    return this.images.setSortOrder(id, body.sortOrder);
  }
}
