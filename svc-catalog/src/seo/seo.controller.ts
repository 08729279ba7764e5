import { Controller, Get, Header } from '@nestjs/common';
import { SeoService } from './seo.service';

/** The crawler files the gateway sends here. */
@Controller()
export class SeoController {
  constructor(private readonly seo: SeoService) {}

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
