import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaintingImageEntity } from './painting-image.entity';
import { PaintingEntity } from './painting.entity';
import { PaintingsController } from './paintings.controller';
import { PaintingsService } from './paintings.service';

@Module({
  imports: [TypeOrmModule.forFeature([PaintingEntity, PaintingImageEntity])],
  controllers: [PaintingsController],
  providers: [PaintingsService],
})
export class PaintingsModule {}
