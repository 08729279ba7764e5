import { Body, Controller, HttpCode, Param, UseGuards } from '@nestjs/common';
import { paintingImageInputSchema, catalogApi, sortOrderSchema, type PaintingImage, type PaintingImageInput } from '@atelier/contracts';
import { AdminGuard, IdPipe, Serves } from '@atelier/service-kit';
import { PaintingImagesService } from './painting-images.service';

@Controller()
@UseGuards(AdminGuard)
export class PaintingImagesController {
  constructor(private readonly images: PaintingImagesService) {}

  @Serves(catalogApi.paintingImages.add)
  add(@Body({ schema: paintingImageInputSchema }) body: PaintingImageInput): Promise<PaintingImage> {
    return this.images.add(body);
  }

  @Serves(catalogApi.paintingImages.remove)
  @HttpCode(204)
  remove(@Param('id', new IdPipe('Image not found')) id: number): Promise<void> {
    return this.images.remove(id);
  }

  @Serves(catalogApi.paintingImages.makePrimary)
  @HttpCode(204)
  makePrimary(@Param('id', new IdPipe('Image not found')) id: number): Promise<void> {
    return this.images.makePrimary(id);
  }

  @Serves(catalogApi.paintingImages.setSortOrder)
  @HttpCode(204)
  setSortOrder(
    @Param('id', new IdPipe('Image not found')) id: number,
    @Body({ schema: sortOrderSchema }) body: { sortOrder: number },
  ): Promise<void> {
    return this.images.setSortOrder(id, body.sortOrder);
  }
}
