import { Inject, Injectable } from '@nestjs/common';
import { internalApi, MAILCHIMP_MESSAGES, type ContactChangeAccepted, type MessageResponse } from '@atelier/contracts';
import { ENV, InternalClient, returningRows, Refusal } from '@atelier/service-kit';
import type { MailingEnv } from '../env';
import { AudienceSyncService, type ChangedRow } from './audience-sync.service';

interface ContactInput {
  email: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

/** Customers in the audience (for svc-commerce): stored here with the durable work of syncing them. */
@Injectable()
export class ContactsService {
  constructor(
    private readonly audience: AudienceSyncService,
    private readonly internal: InternalClient,
    @Inject(ENV) private readonly env: MailingEnv,
  ) {}

  /** Puts every customer of svc-commerce in the audience (each change then syncs by its own job). */
  async syncCustomers(): Promise<MessageResponse> {
    if (!this.audience.configured) throw new Refusal('MAILCHIMP_NOT_CONFIGURED', MAILCHIMP_MESSAGES.notConfigured);
    const customers = await this.internal.call(this.env.COMMERCE_URL, internalApi.customers, {});
    for (const customer of customers)
      await this.upsert({ email: customer.email, firstName: customer.firstName, lastName: customer.lastName });
    return { message: `Syncing ${customers.length} customer${customers.length === 1 ? '' : 's'} to Mailchimp` };
  }

  /** Adds or updates a contact; an unchanged contact queues nothing. */
  async upsert(input: ContactInput): Promise<ContactChangeAccepted> {
    await this.audience.write('contact', (manager) =>
      returningRows<ChangedRow>(
        manager,
        `INSERT INTO "contacts" ("email", "first_name", "last_name") VALUES ($1, $2, $3)
       ON CONFLICT ((lower("email"))) DO UPDATE SET
         "first_name" = COALESCE(EXCLUDED."first_name", "contacts"."first_name"),
         "last_name" = COALESCE(EXCLUDED."last_name", "contacts"."last_name"),
         "active" = true, "version" = "contacts"."version" + 1, "updated_at" = now()
       WHERE NOT "contacts"."active"
          OR (EXCLUDED."first_name" IS NOT NULL AND EXCLUDED."first_name" IS DISTINCT FROM "contacts"."first_name")
          OR (EXCLUDED."last_name" IS NOT NULL AND EXCLUDED."last_name" IS DISTINCT FROM "contacts"."last_name")
       RETURNING "id", "email", "version"`,
        [input.email, input.firstName ?? null, input.lastName ?? null],
      ),
    );
    return { email: input.email, queued: this.audience.configured };
  }

  /**
   * Takes a contact out of the audience. Someone who also subscribed to the newsletter keeps
   * that subscription (their own choice); only their Customer tag goes.
   */
  async remove(email: string): Promise<ContactChangeAccepted> {
    await this.audience.write('contact', (manager) =>
      returningRows<ChangedRow>(
        manager,
        `INSERT INTO "contacts" ("email", "active") VALUES ($1, false)
       ON CONFLICT ((lower("email"))) DO UPDATE SET "active" = false, "version" = "contacts"."version" + 1, "updated_at" = now()
       WHERE "contacts"."active"
       RETURNING "id", "email", "version"`,
        [email.trim()],
      ),
    );
    return { email: email.trim(), queued: this.audience.configured };
  }
}
