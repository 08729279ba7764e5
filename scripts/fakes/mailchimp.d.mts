export declare const FAKE_MAILCHIMP: { apiKey: string; audienceId: string };

export interface FakeMailchimpMember {
  id: string;
  email_address: string;
  status: 'subscribed' | 'unsubscribed' | 'cleaned' | 'pending' | 'transactional';
  merge_fields: Record<string, string>;
  tags: string[];
  archived: boolean;
  list_id: string;
}

export interface FakeMailchimp {
  /** The API base for MAILCHIMP_BASE_URL (…/3.0). */
  readonly url: string;
  readonly port: number;
  apiKey: string;
  audienceId: string;
  state: { requests: { method: string; path: string; body: unknown }[]; upserts: Map<string, number> };
  /** The member for an e-mail address (any case). */
  member(email: string): FakeMailchimpMember | undefined;
  /** How many times the member was created or updated (PUT). */
  upsertsOf(email: string): number;
  /** What a Mailchimp unsubscribe link does: `subscribed` by API is then refused (compliance state). */
  recipientUnsubscribes(email: string): void;
  reset(): void;
  /** Down: connections refused until `start()`. */
  stop(): Promise<void>;
  /** Back on the same port. */
  start(): Promise<void>;
}

export declare function startFakeMailchimp(options?: {
  port?: number;
  host?: string;
  apiKey?: string;
  audienceId?: string;
}): Promise<FakeMailchimp>;
