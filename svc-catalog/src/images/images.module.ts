import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaintingImageEntity } from '../paintings/painting-image.entity';
import { ImageVariantsService } from './image-variants.service';

@Module({
  imports: [TypeOrmModule.forFeature([PaintingImageEntity])],
  providers: [ImageVariantsService],
  exports: [ImageVariantsService],
})
export class ImagesModule {}
