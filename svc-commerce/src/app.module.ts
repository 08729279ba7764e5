import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@atelier/service-kit';
import { commerceEnvSchema } from './env';
import { ExchangeRatesModule } from './exchange-rates/exchange-rates.module';
import { migrations } from './migrations';

@Module({
  imports: [ServiceKitModule.forRoot({ name: 'commerce', envSchema: commerceEnvSchema, entities: [], migrations }), ExchangeRatesModule],
})
export class AppModule {}
