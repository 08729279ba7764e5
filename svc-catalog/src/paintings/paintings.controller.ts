import { Controller, Get } from '@nestjs/common';
import type { Painting } from '@atelier/contracts';
import { PaintingsService } from './paintings.service';

@Controller('api/paintings')
export class PaintingsController {
  constructor(private readonly paintings: PaintingsService) {}

  @Get()
  list(): Promise<Painting[]> {
    return this.paintings.listVisible();
  }
}
