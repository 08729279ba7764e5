import { Controller, Get, Header, Param, Req, Res } from '@nestjs/common';
import { sendCompressed } from '@atelier/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SITE_PAGE_PATHS } from './site-page';
import { SeoService, type HtmlPage } from './seo.service';

/**
 * A page's HTML, compressed here in the coding the browser prefers (the pages carry their data,
 * up to ~100 KB of JSON for the collection), so both gateways pass the same bytes on. Revalidated
 * every time: a page changes when a painting sells or she saves her settings.
 */
async function sendPage(request: FastifyRequest, reply: FastifyReply, page: HtmlPage): Promise<void> {
  void reply.status(page.status);
  await sendCompressed(request, reply, Buffer.from(page.html), { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
}

/** Routes the gateway sends here instead of to the shell: the site's pages and the crawler files. */
@Controller()
export class SeoController {
  constructor(private readonly seo: SeoService) {}

  /** The pages without a painting of their own, with the artist's settings in the HTML itself. */
  @Get([...SITE_PAGE_PATHS])
  async sitePage(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await sendPage(request, reply, await this.seo.sitePage(request.routeOptions.url ?? '/'));
  }

  /** The SPA route of painting detail (SPEC §2), with the painting in the HTML itself. */
  @Get('painting/:id')
  async paintingPage(@Param('id') id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await sendPage(request, reply, await this.seo.paintingPage(id));
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
