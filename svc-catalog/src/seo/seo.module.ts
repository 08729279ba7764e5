import { Module } from '@nestjs/common';
import { PaintingsModule } from '../paintings/paintings.module';
import { SeoController } from './seo.controller';
import { SeoService } from './seo.service';

@Module({
  imports: [PaintingsModule],
  controllers: [SeoController],
  providers: [SeoService],
})
export class SeoModule {}
