import { Controller, UseGuards, UseInterceptors } from '@nestjs/common';
import { bookingsApi, type Adventure } from '@atelier/contracts';
import { AdminGuard, PublicCacheInterceptor, Serves } from '@atelier/service-kit';
import { AdventuresService } from './adventures.service';

@Controller()
export class AdventuresController {
  constructor(private readonly adventures: AdventuresService) {}

  @Serves(bookingsApi.adventures.list)
  @UseInterceptors(PublicCacheInterceptor)
  list(): Promise<Adventure[]> {
    return this.adventures.list();
  }
}

/** The same list behind the admin guard, for the dashboard (ARCHITECTURE_API_CALLS). */
@Controller()
@UseGuards(AdminGuard)
export class AdminAdventuresController {
  constructor(private readonly adventures: AdventuresService) {}

  @Serves(bookingsApi.adventures.listAll)
  list(): Promise<Adventure[]> {
    return this.adventures.list();
  }
}
