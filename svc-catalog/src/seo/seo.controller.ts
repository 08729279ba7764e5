import { Controller, Get, Header, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SITE_PAGE_PATHS } from './site-page';
import { SeoService } from './seo.service';

/** Routes the gateway sends here instead of to the shell: the site's pages and the crawler files. */
@Controller()
export class SeoController {
  constructor(private readonly seo: SeoService) {}

  /** The pages without a painting of their own, with the artist's settings in the HTML itself. */
  @Get([...SITE_PAGE_PATHS])
  async sitePage(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const page = await this.seo.sitePage(request.routeOptions.url ?? '/');
    // Revalidated every time: the page changes when she saves her settings.
    void reply.status(page.status).header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    return page.html;
  }

  /** The SPA route of painting detail (SPEC §2), with the painting in the HTML itself. */
  @Get('painting/:id')
  async paintingPage(@Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const page = await this.seo.paintingPage(id);
    // Revalidated every time: the page changes when the painting sells.
    void reply.status(page.status).header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    return page.html;
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  sitemap(): Promise<string> {
    return this.seo.sitemap();
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robotsTxt(): string {
    return this.seo.robotsTxt();
  }
}
