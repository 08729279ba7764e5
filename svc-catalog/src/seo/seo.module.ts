import { Module } from '@nestjs/common';
import { PaintingsModule } from '../paintings/paintings.module';
import { SiteModule } from '../site/site.module';
import { SeoController } from './seo.controller';
import { SeoService } from './seo.service';
import { ShellIndex } from './shell-index';

@Module({
  imports: [PaintingsModule, SiteModule],
  controllers: [SeoController],
  providers: [SeoService, ShellIndex],
})
export class SeoModule {}
