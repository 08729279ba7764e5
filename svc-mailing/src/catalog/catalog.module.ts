import { Module } from '@nestjs/common';
import { CatalogClient } from './catalog.client';

/** One CatalogClient for the whole service, so the artist's identity is cached once. */
@Module({
  providers: [CatalogClient],
  exports: [CatalogClient],
})
export class CatalogModule {}
