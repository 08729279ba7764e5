import { Inject, Injectable } from '@nestjs/common';
import { ENV, pathId } from '@atelier/service-kit';
import type { CatalogEnv } from '../env';
import { PaintingsService } from '../paintings/paintings.service';
import { SiteSettingsService } from '../site/site-settings.service';
import { renderRobotsTxt, renderSitemap } from './crawler-files';
import { renderPaintingPage } from './painting-page';
import { ShellIndex } from './shell-index';
import { renderSitePage } from './site-page';

export interface HtmlPage {
  status: 200 | 404;
  html: string;
}

/**
 * What crawlers and first paints read: the site's pages rendered into the shell's index.html
 * with the artist's settings (painting pages with the painting too), the sitemap and robots.txt.
 */
@Injectable()
export class SeoService {
  constructor(
    private readonly paintings: PaintingsService,
    private readonly shellIndex: ShellIndex,
    private readonly site: SiteSettingsService,
    @Inject(ENV) private readonly env: CatalogEnv,
  ) {}

  /** A visible painting's page; the untouched template with 404 otherwise, so the app shows 'Painting Not Found'. */
  async paintingPage(id: string): Promise<HtmlPage> {
    const paintingId = pathId(id);
    const [template, settings, painting] = await Promise.all([
      this.shellIndex.template(),
      this.site.get(),
      paintingId === undefined ? null : this.paintings.findVisibleOrNull(paintingId),
    ]);
    if (!painting) return { status: 404, html: template };
    return { status: 200, html: renderPaintingPage(template, painting, this.env.PUBLIC_SITE_URL, settings) };
  }

  /** A page without a painting of its own (SITE_PAGE_PATHS). */
  async sitePage(path: string): Promise<HtmlPage> {
    const [template, settings] = await Promise.all([this.shellIndex.template(), this.site.get()]);
    return { status: 200, html: renderSitePage(template, settings, this.env.PUBLIC_SITE_URL, path) };
  }

  async sitemap(): Promise<string> {
    return renderSitemap(this.env.PUBLIC_SITE_URL, await this.paintings.listVisibleChanges());
  }

  robotsTxt(): string {
    return renderRobotsTxt(this.env.PUBLIC_SITE_URL);
  }
}
