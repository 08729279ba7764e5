import { Inject, Injectable } from '@nestjs/common';
import { ENV } from '@atelier/service-kit';
import type { CatalogEnv } from '../env';
import { PaintingsService } from '../paintings/paintings.service';
import { renderRobotsTxt, renderSitemap } from './crawler-files';

/** What crawlers read besides the pages (which the render process renders): the sitemap and robots.txt. */
@Injectable()
export class SeoService {
  constructor(
    private readonly paintings: PaintingsService,
    @Inject(ENV) private readonly env: CatalogEnv,
  ) {}

  async sitemap(): Promise<string> {
    return renderSitemap(this.env.PUBLIC_SITE_URL, await this.paintings.listVisibleChanges());
  }

  robotsTxt(): string {
    return renderRobotsTxt(this.env.PUBLIC_SITE_URL);
  }
}
