import { Controller, Get, UseInterceptors } from '@nestjs/common';
import type { ExchangeRates } from '@atelier/contracts';
import { PublicCacheInterceptor } from '@atelier/service-kit';
import { ExchangeRatesService } from './exchange-rates.service';

@Controller('api/exchange-rates')
@UseInterceptors(PublicCacheInterceptor)
export class ExchangeRatesController {
  constructor(private readonly exchangeRates: ExchangeRatesService) {}

  @Get()
  current(): Promise<ExchangeRates> {
    return this.exchangeRates.current();
  }
}
