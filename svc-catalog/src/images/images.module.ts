import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaintingImageEntity } from '../paintings/painting-image.entity';
import { PaintingEntity } from '../paintings/painting.entity';
import { ImageVariantsService } from './image-variants.service';
import { PaintingImagesController } from './painting-images.controller';
import { PaintingImagesService } from './painting-images.service';

@Module({
  imports: [TypeOrmModule.forFeature([PaintingImageEntity, PaintingEntity])],
  controllers: [PaintingImagesController],
  providers: [ImageVariantsService, PaintingImagesService],
})
export class ImagesModule {}
