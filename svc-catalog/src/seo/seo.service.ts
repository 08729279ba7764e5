import { Inject, Injectable } from '@nestjs/common';
import { catalogApi, type Painting, type SiteSettings } from '@atelier/contracts';
import { ENV, pathId } from '@atelier/service-kit';
import type { CatalogEnv } from '../env';
import { PaintingsService } from '../paintings/paintings.service';
import { PublicCatalog } from '../paintings/public-catalog';
import { SiteSettingsService } from '../site/site-settings.service';
import { renderRobotsTxt, renderSitemap } from './crawler-files';
import { pageDataScript, type PageAnswer } from './html-head';
import { renderPaintingPage } from './painting-page';
import { ShellIndex } from './shell-index';
import { renderSitePage } from './site-page';

/** Pages key their queries by the endpoint's path (and its parameters): the settings' answer. */
function siteAnswer(settings: SiteSettings): PageAnswer {
  return [[catalogApi.site.get.path], JSON.stringify(settings)];
}

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
    private readonly catalog: PublicCatalog,
    private readonly shellIndex: ShellIndex,
    private readonly site: SiteSettingsService,
    @Inject(ENV) private readonly env: CatalogEnv,
  ) {}

  /** A visible painting's page; the untouched template with 404 otherwise, so the app shows 'Painting Not Found'. */
  async paintingPage(id: string): Promise<HtmlPage> {
    const paintingId = pathId(id);
    const [template, settings, prepared] = await Promise.all([
      this.shellIndex.template(),
      this.site.get(),
      paintingId === undefined ? null : this.catalog.paintingOrNull(paintingId),
    ]);
    if (!prepared) return { status: 404, html: template };
    // The API's own prepared answer: read once, not serialised again.
    const json = prepared.identity.toString();
    const painting = JSON.parse(json) as Painting;
    const pageData = pageDataScript([siteAnswer(settings), [[catalogApi.paintings.list.path, painting.id], json]]);
    return { status: 200, html: renderPaintingPage(template, painting, this.env.PUBLIC_SITE_URL, settings.artistName, pageData) };
  }

  /** A page without a painting of its own (SITE_PAGE_PATHS), with the catalogue answer its first paint shows. */
  async sitePage(path: string): Promise<HtmlPage> {
    const [template, settings, featured, list] = await Promise.all([
      this.shellIndex.template(),
      this.site.get(),
      path === '/' ? this.catalog.featured() : null,
      path === '/collection' ? this.catalog.list() : null,
    ]);
    // The API's own prepared bytes go into the page as they are.
    const answers: PageAnswer[] = [siteAnswer(settings)];
    if (featured) answers.push([[catalogApi.paintings.featured.path], featured.identity.toString()]);
    if (list) answers.push([[catalogApi.paintings.list.path], list.identity.toString()]);
    const html = renderSitePage(template, {
      settings,
      site: this.env.PUBLIC_SITE_URL,
      path,
      pageData: pageDataScript(answers),
      featured: featured ? (JSON.parse(featured.identity.toString()) as Painting[]) : undefined,
    });
    return { status: 200, html };
  }

  async sitemap(): Promise<string> {
    return renderSitemap(this.env.PUBLIC_SITE_URL, await this.paintings.listVisibleChanges());
  }

  robotsTxt(): string {
    return renderRobotsTxt(this.env.PUBLIC_SITE_URL);
  }
}
