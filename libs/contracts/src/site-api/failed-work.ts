import type { FailedWork } from '../failed-work';
import { endpoint } from '../endpoint';
import { ADMIN_REFUSALS } from '../refusal-lists';

/**
 * Durable work that stopped for good, served by each service that keeps some
 * (`DURABLE_WORK_SERVICES`; `:service` names it): the admin's list and her retry.
 */
export const failedWorkApi = {
  /** Its failed work, the latest failure first. */
  list: endpoint('GET', '/api/admin/failed-work/:service')
    .refuses(...ADMIN_REFUSALS, 'NOT_FOUND')
    .answers<FailedWork[]>(),
  /** Queues one piece again from the start; a second click while it waits queues nothing more. */
  retry: endpoint('POST', '/api/admin/failed-work/:service/:id/retry').refuses(...ADMIN_REFUSALS, 'NOT_FOUND'),
};
