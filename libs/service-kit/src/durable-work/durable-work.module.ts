import { Module } from '@nestjs/common';
import { DurableWorkService } from './durable-work.service';

/** Durable work for a service: import it and list {@link CreateDurableWork1764400000000} in the service's migrations. */
@Module({
  providers: [DurableWorkService],
  exports: [DurableWorkService],
})
export class DurableWorkModule {}
