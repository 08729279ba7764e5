import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { SeoService } from './seo.service';

/** Routes the gateway sends here instead of to the shell: the painting pages and the crawler files. */
@Controller()
export class SeoController {
  constructor(private readonly seo: SeoService) {}

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
