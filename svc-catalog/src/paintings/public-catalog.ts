import { Injectable } from '@nestjs/common';
import type { Painting } from '@atelier/contracts';
import type { PreparedJson } from '@atelier/service-kit';
import { PaintingsService } from './paintings.service';
import { PublicCatalogCache } from './public-catalog-cache';
import { Refusal } from '@atelier/service-kit';

/**
 * The public catalogue's answers as prepared bytes: what the API sends, and what the site's pages
 * come with. All of them are made from one read of the visible paintings per catalogue version
 * (an artist's catalogue is hundreds of paintings at most), so the first visit of each painting
 * after a change costs a serialisation, not a query.
 */
@Injectable()
export class PublicCatalog {
  constructor(
    private readonly paintings: PaintingsService,
    private readonly cache: PublicCatalogCache,
  ) {}

  list(): Promise<PreparedJson> {
    return this.cache.answer('list', () => this.visible());
  }

  featured(): Promise<PreparedJson> {
    return this.cache.answer('featured', async () => (await this.visible()).filter((painting) => painting.featured));
  }

  painting(id: number): Promise<PreparedJson> {
    return this.cache.answer(`painting:${id}`, async () => {
      const painting = (await this.visible()).find((visible) => visible.id === id);
      // A hidden or missing painting is 404 alike, so hidden work stays private.
      if (!painting) throw new Refusal('NOT_FOUND', 'Painting not found');
      return painting;
    });
  }

  /** The visible paintings, newest first. */
  private visible(): Promise<Painting[]> {
    return this.cache.remember('visible', () => this.paintings.listVisible());
  }
}
