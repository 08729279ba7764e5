import { Inject, Injectable } from '@nestjs/common';
import { ENV, pathId } from '@atelier/service-kit';
import type { CatalogEnv } from '../env';
import { PaintingsService } from '../paintings/paintings.service';
import { renderRobotsTxt, renderSitemap } from './crawler-files';
import { renderPaintingPage } from './painting-page';
import { ShellIndex } from './shell-index';

export interface HtmlPage {
  status: 200 | 404;
  html: string;
}

/** What crawlers read: painting pages rendered into the shell's index.html, the sitemap and robots.txt. */
@Injectable()
export class SeoService {
  constructor(
    private readonly paintings: PaintingsService,
    private readonly shellIndex: ShellIndex,
    @Inject(ENV) private readonly env: CatalogEnv,
  ) {}

  /** A visible painting's page; the untouched template with 404 otherwise, so the app shows 'Painting Not Found'. */
  async paintingPage(id: string): Promise<HtmlPage> {
    const template = await this.shellIndex.template();
    const paintingId = pathId(id);
    const painting = paintingId === undefined ? null : await this.paintings.findVisibleOrNull(paintingId);
    if (!painting) return { status: 404, html: template };
    return { status: 200, html: renderPaintingPage(template, painting, this.env.PUBLIC_SITE_URL) };
  }

  async sitemap(): Promise<string> {
    return renderSitemap(this.env.PUBLIC_SITE_URL, await this.paintings.listVisibleChanges());
  }

  robotsTxt(): string {
    return renderRobotsTxt(this.env.PUBLIC_SITE_URL);
  }
}
