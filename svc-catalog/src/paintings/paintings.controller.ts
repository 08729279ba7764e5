import { Controller, Get, Param, ParseIntPipe, UseInterceptors } from '@nestjs/common';
import { PublicCacheInterceptor } from '@atelier/service-kit';
import type { Painting } from '@atelier/contracts';
import { PaintingsService } from './paintings.service';

@Controller('api/paintings')
@UseInterceptors(PublicCacheInterceptor)
export class PaintingsController {
  constructor(private readonly paintings: PaintingsService) {}

  @Get()
  list(): Promise<Painting[]> {
    return this.paintings.listVisible();
  }

  @Get('featured')
  featured(): Promise<Painting[]> {
    return this.paintings.listFeatured();
  }

  @Get(':id')
  one(@Param('id', new ParseIntPipe({ errorHttpStatusCode: 404 })) id: number): Promise<Painting> {
    return this.paintings.findVisible(id);
  }
}
