import { Controller, Get, UseGuards, UseInterceptors } from '@nestjs/common';
import type { Adventure } from '@atelier/contracts';
import { AdminGuard, PublicCacheInterceptor } from '@atelier/service-kit';
import { AdventuresService } from './adventures.service';

@Controller('api/adventures')
export class AdventuresController {
  constructor(private readonly adventures: AdventuresService) {}

  @Get()
  @UseInterceptors(PublicCacheInterceptor)
  list(): Promise<Adventure[]> {
    return this.adventures.list();
  }
}

/** The same list behind the admin guard, for the dashboard (ARCHITECTURE_API_CALLS). */
@Controller('api/admin/adventures')
@UseGuards(AdminGuard)
export class AdminAdventuresController {
  constructor(private readonly adventures: AdventuresService) {}

  @Get()
  list(): Promise<Adventure[]> {
    return this.adventures.list();
  }
}
