import { Controller, Header } from '@nestjs/common';
import { commerceApi } from '@atelier/contracts';
import { Serves } from '@atelier/service-kit';
import { ReservationsService } from './reservations.service';

@Controller()
export class ReservationsController {
  constructor(private readonly reservations: ReservationsService) {}

  /** Paintings held for a payment in flight, for the pages' Reserved marks; never cached for long. */
  @Serves(commerceApi.payments.reservations)
  @Header('Cache-Control', 'no-store')
  live() {
    return this.reservations.live();
  }
}
