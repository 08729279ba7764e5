import { Controller, UseInterceptors } from '@nestjs/common';
import { commerceApi, type ExchangeRates } from '@atelier/contracts';
import { PublicCacheInterceptor, Serves } from '@atelier/service-kit';
import { ExchangeRatesService } from './exchange-rates.service';

@Controller()
@UseInterceptors(PublicCacheInterceptor)
export class ExchangeRatesController {
  constructor(private readonly exchangeRates: ExchangeRatesService) {}

  @Serves(commerceApi.payments.exchangeRates)
  current(): Promise<ExchangeRates> {
    return this.exchangeRates.current();
  }
}
