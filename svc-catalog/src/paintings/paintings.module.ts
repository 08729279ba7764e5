import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InternalPaintingsController } from './internal-paintings.controller';
import { PaintingImageEntity } from './painting-image.entity';
import { PaintingEntity } from './painting.entity';
import { PaintingDeletionController, PaintingsAdminController } from './paintings-admin.controller';
import { PaintingsAdminService } from './paintings-admin.service';
import { PaintingsController } from './paintings.controller';
import { PaintingsService } from './paintings.service';
import { CatalogChangesSubscriber } from './catalog-changes.subscriber';
import { PublicCatalog } from './public-catalog';
import { PublicCatalogCache } from './public-catalog-cache';

@Module({
  imports: [TypeOrmModule.forFeature([PaintingEntity, PaintingImageEntity])],
  controllers: [PaintingsController, PaintingsAdminController, PaintingDeletionController, InternalPaintingsController],
  providers: [PaintingsService, PaintingsAdminService, PublicCatalogCache, PublicCatalog, CatalogChangesSubscriber],
  exports: [PaintingsService, PublicCatalog],
})
export class PaintingsModule {}
