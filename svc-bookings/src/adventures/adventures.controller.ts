import { Body, Controller, Param, UseGuards, UseInterceptors } from '@nestjs/common';
import { ADVENTURE_MESSAGES, adventureUpdateSchema, bookingsApi, type Adventure, type AdventureUpdate } from '@atelier/contracts';
import { AdminGuard, IdPipe, PublicCacheInterceptor, Serves } from '@atelier/service-kit';
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

/** The same list behind the admin guard, for the dashboard (ARCHITECTURE_API_CALLS), and the artist's edits. */
@Controller()
@UseGuards(AdminGuard)
export class AdminAdventuresController {
  constructor(private readonly adventures: AdventuresService) {}

  @Serves(bookingsApi.adventures.listAll)
  list(): Promise<Adventure[]> {
    return this.adventures.list();
  }

  @Serves(bookingsApi.adventures.update)
  update(
    @Param('id', new IdPipe(ADVENTURE_MESSAGES.notFound)) id: number,
    @Body({ schema: adventureUpdateSchema }) body: AdventureUpdate,
  ): Promise<Adventure> {
    return this.adventures.update(id, body);
  }
}
