import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { TransactionalEmailRequest } from '@atelier/contracts';
import { describeEmail, DurableWorkService } from '@atelier/service-kit';
import { REMOVE_CONTACT, SEND_EMAIL, type ContactRemovalRequest } from '../work-kinds';
import { MailingClient } from './mailing.client';

/**
 * What svc-mailing must hear, as durable work: `stage…` writes it in the caller's transaction,
 * `dispatch` queues it after commit. An e-mail's key (`order-12-confirmation`) is also its
 * idempotency key at svc-mailing, so a repeat sends nothing.
 */
@Injectable()
export class MailingOutboxService {
  constructor(
    private readonly work: DurableWorkService,
    mailing: MailingClient,
  ) {
    work.handle<TransactionalEmailRequest>(SEND_EMAIL, { run: (request) => mailing.sendEmail(request), describe: describeEmail });
    work.handle<ContactRemovalRequest>(REMOVE_CONTACT, {
      run: ({ email }) => mailing.removeContact(email),
      describe: () => 'taking a deleted customer off the mailing list',
    });
  }

  /** Stages e-mails; each request's idempotency key is its work key. E-mails already staged stay as they are. */
  stageEmails(manager: EntityManager, requests: TransactionalEmailRequest[]): Promise<string[]> {
    return this.work.stage(
      manager,
      requests.map((request) => ({ kind: SEND_EMAIL, key: request.idempotencyKey, payload: request })),
    );
  }

  stageContactRemoval(manager: EntityManager, key: string, request: ContactRemovalRequest): Promise<string[]> {
    return this.work.stage(manager, [{ kind: REMOVE_CONTACT, key, payload: request }]);
  }

  /** Queues staged work once its transaction committed (never throws: the sweep catches up). */
  dispatch(keys: string[]): Promise<void> {
    return this.work.dispatch(keys);
  }
}
