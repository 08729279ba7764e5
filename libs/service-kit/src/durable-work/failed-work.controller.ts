import { Controller, HttpCode, Inject, Param, UseGuards } from '@nestjs/common';
import { FAILED_WORK_MESSAGES, failedWorkApi, type FailedWork } from '@atelier/contracts';
import { AdminGuard } from '../auth/admin.guard';
import { IdPipe } from '../http/id.pipe';
import { Refusal } from '../http/refusal';
import { Serves } from '../http/serves';
import { SERVICE_NAME } from '../tokens';
import { DurableWorkService } from './durable-work.service';

/**
 * The admin's view of this service's failed work (architecture §4): `/api/admin/failed-work/{service}`,
 * where the gateways route each service's name to it. Another service's name is no path of this one.
 */
@Controller()
@UseGuards(AdminGuard)
export class FailedWorkController {
  constructor(
    private readonly work: DurableWorkService,
    @Inject(SERVICE_NAME) private readonly service: string,
  ) {}

  @Serves(failedWorkApi.list)
  list(@Param('service') service: string): Promise<FailedWork[]> {
    this.assertOwn(service);
    return this.work.failed();
  }

  /** 204 once it is queued again, or when it was already (a second click) or is done. */
  @Serves(failedWorkApi.retry)
  @HttpCode(204)
  async retry(@Param('service') service: string, @Param('id', new IdPipe(FAILED_WORK_MESSAGES.notFound)) id: number): Promise<void> {
    this.assertOwn(service);
    if (!(await this.work.retry(id))) throw new Refusal('NOT_FOUND', FAILED_WORK_MESSAGES.notFound);
  }

  private assertOwn(service: string): void {
    if (service !== this.service) throw new Refusal('NOT_FOUND', FAILED_WORK_MESSAGES.notFound);
  }
}
