import { Injectable } from '@nestjs/common';
import type { PreparedJson } from '@atelier/service-kit';
import { PaintingsService } from './paintings.service';
import { PublicCatalogCache } from './public-catalog-cache';

/** The public catalogue's answers as prepared bytes: what the API sends, and what the site's pages come with. */
@Injectable()
export class PublicCatalog {
  constructor(
    private readonly paintings: PaintingsService,
    private readonly cache: PublicCatalogCache,
  ) {}

  list(): Promise<PreparedJson> {
    return this.cache.answer('list', () => this.paintings.listVisible());
  }

  featured(): Promise<PreparedJson> {
    return this.cache.answer('featured', () => this.paintings.listFeatured());
  }

  painting(id: number): Promise<PreparedJson> {
    return this.cache.answer(`painting:${id}`, () => this.paintings.findVisible(id));
  }
}
