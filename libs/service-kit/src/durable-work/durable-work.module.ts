import { Module } from '@nestjs/common';
import { DurableWorkService } from './durable-work.service';
import { FailedWorkController } from './failed-work.controller';

/**
 * Durable work for a service, with the admin's routes for its failed work: import it and list
 * {@link CreateDurableWork1764400000000} and {@link DurableWorkFailures1766150000000} in the service's migrations.
 */
@Module({
  controllers: [FailedWorkController],
  providers: [DurableWorkService],
  exports: [DurableWorkService],
})
export class DurableWorkModule {}
