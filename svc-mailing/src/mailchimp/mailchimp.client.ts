import { Inject, Injectable } from '@nestjs/common';
import mailchimpSingleton, { type Status } from '@mailchimp/mailchimp_marketing';
import { createHash } from 'node:crypto';
import { ENV } from '@atelier/service-kit';
import type { MailingEnv } from '../env';

/** Every Mailchimp call gives up after this long; the job that made it retries. */
const REQUEST_TIMEOUT_MS = 10_000;

type MailchimpApi = typeof mailchimpSingleton;

/** Mailchimp's subscriber hash: MD5 of the lower-cased address. */
export function subscriberHash(email: string): string {
  return createHash('md5').update(email.trim().toLowerCase()).digest('hex');
}

/** What Mailchimp answered, or `status` 0 when it could not be reached. */
export class MailchimpApiError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail: string,
  ) {
    super(status ? `Mailchimp ${status} ${title}: ${detail}` : `Mailchimp unreachable: ${detail}`);
    this.name = MailchimpApiError.name;
  }

  /**
   * A refusal that says something about this member (invalid or fake-looking address,
   * forgotten contact): trying again cannot help. Auth, rate-limit and server errors can.
   */
  get permanent(): boolean {
    return this.status === 400 || this.status === 404 || this.status === 422;
  }

  /** Mailchimp will not put an address that unsubscribed back to `subscribed` by API. */
  get complianceState(): boolean {
    return this.status === 400 && /compliance state/i.test(this.title);
  }
}

export interface MemberUpsert {
  email: string;
  /** Set on an existing member; omitted to leave an existing member's status as it is. */
  status?: Status;
  /** Status of a member Mailchimp does not know yet. */
  statusIfNew: Status;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * The Mailchimp audience behind one injectable class: the official
 * `@mailchimp/mailchimp_marketing` client, configured from env, with errors turned into
 * {@link MailchimpApiError}. `configured` is false when the env does not name an account.
 */
@Injectable()
export class MailchimpClient {
  readonly configured: boolean;
  private readonly api: MailchimpApi;
  private readonly audienceId: string;

  constructor(@Inject(ENV) env: MailingEnv) {
    this.audienceId = env.MAILCHIMP_AUDIENCE_ID ?? '';
    this.configured = Boolean(env.MAILCHIMP_API_KEY && env.MAILCHIMP_AUDIENCE_ID);
    // The package exports one shared client; a private one keeps this configuration to this class.
    const ApiClient = (mailchimpSingleton as unknown as { constructor: new () => MailchimpApi }).constructor;
    this.api = new ApiClient();
    const internals = this.api as unknown as { basePath: string; timeout: number };
    internals.timeout = REQUEST_TIMEOUT_MS;
    if (env.MAILCHIMP_BASE_URL) {
      // Without `server` the client leaves the base URL alone (it would replace the word "server" in it).
      internals.basePath = env.MAILCHIMP_BASE_URL.replace(/\/+$/, '');
      this.api.setConfig({ apiKey: env.MAILCHIMP_API_KEY });
    } else {
      const server = env.MAILCHIMP_SERVER_PREFIX ?? /-([a-z]+\d+)$/.exec(env.MAILCHIMP_API_KEY ?? '')?.[1];
      this.api.setConfig({ apiKey: env.MAILCHIMP_API_KEY, server });
    }
  }

  /** Whether the key works and the audience exists. */
  async ping(): Promise<void> {
    await this.call(() => this.api.ping.get());
    const lists = this.api.lists as unknown as { getList(listId: string, opts: { fields: string[] }): Promise<unknown> };
    await this.call(() => lists.getList(this.audienceId, { fields: ['id', 'name'] }));
  }

  /** Creates or updates one member (PUT /lists/{list}/members/{hash}). */
  async upsertMember(member: MemberUpsert): Promise<void> {
    const mergeFields: Record<string, string> = {};
    if (member.firstName) mergeFields.FNAME = member.firstName;
    if (member.lastName) mergeFields.LNAME = member.lastName;
    await this.call(() =>
      this.api.lists.setListMember(this.audienceId, subscriberHash(member.email), {
        email_address: member.email.trim(),
        status_if_new: member.statusIfNew,
        ...(member.status ? { status: member.status } : {}),
        ...(Object.keys(mergeFields).length ? { merge_fields: mergeFields } : {}),
      }),
    );
  }

  /** Archives a member (DELETE /lists/{list}/members/{hash}); one Mailchimp never had is already gone. */
  async archiveMember(email: string): Promise<void> {
    try {
      await this.call(() => this.api.lists.deleteListMember(this.audienceId, subscriberHash(email)));
    } catch (error) {
      if (error instanceof MailchimpApiError && error.status === 404) return;
      throw error;
    }
  }

  /** Adds or removes tags of a member (POST /lists/{list}/members/{hash}/tags). */
  async setTags(email: string, tags: { name: string; active: boolean }[]): Promise<void> {
    await this.call(() =>
      this.api.lists.updateListMemberTags(this.audienceId, subscriberHash(email), {
        tags: tags.map((tag) => ({ name: tag.name, status: tag.active ? 'active' : 'inactive' })),
      }),
    );
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw toMailchimpError(error);
    }
  }
}

/** superagent's error (HTTP status and Mailchimp's problem JSON) or a network failure. */
function toMailchimpError(error: unknown): MailchimpApiError {
  const failure = error as { status?: unknown; message?: string; code?: string; response?: { body?: { title?: string; detail?: string } } };
  if (typeof failure.status === 'number') {
    const body = failure.response?.body ?? {};
    return new MailchimpApiError(failure.status, body.title ?? 'Error', body.detail ?? failure.message ?? '');
  }
  return new MailchimpApiError(0, 'Unreachable', failure.code ?? failure.message ?? String(error));
}
