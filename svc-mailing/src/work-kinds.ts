/*
 * Every background job of svc-mailing. Durable work (architecture §4) is a row of `durable_work`
 * staged in the transaction of the change that owes it, run from the queue `mailing.work` by the
 * one handler registered for its kind, and queued again by the sweep (`mailing.work.sweep`) until
 * it is done. The other jobs are plain jobs: nothing stages them (a lost Mailchimp full-sync job
 * is sent again by the admin's next sync).
 */

/** Sends one stored e-mail, once. Staged with the e-mail and run by EmailsService. */
export const SEND_EMAIL = 'send-email';
export interface SendEmail {
  key: string;
}

/**
 * At start and every few seconds: e-mails whose sender died mid-attempt (claimed `sending`, the claim's
 * session gone) are queued again at once. A repeating job of EmailsService, nothing staged.
 */
export const ABANDONED_EMAILS_CHECK = 'mailing.abandoned-emails';

/**
 * Pushes one address's current state to Mailchimp after a change of a subscriber or contact.
 * Staged by AudienceSyncService.write, run by AudienceSyncService.
 */
export const PUSH_MEMBER = 'mailchimp-member';
export interface PushMember {
  email: string;
}

/** Queue: pushes one address's current state to Mailchimp (the full sync's jobs). Run by AudienceSyncService. */
export const MAILCHIMP_MEMBER_QUEUE = 'mailing-mailchimp-member';
export interface MemberSyncJob {
  email: string;
  /** `change`: someone just asked for it; `full-sync`: a re-send of what we hold. */
  reason: 'change' | 'full-sync';
}

/** Queue: queues a member push for every subscriber (the admin's Sync Newsletter). Run by AudienceSyncService. */
export const MAILCHIMP_FULL_SYNC_QUEUE = 'mailing-mailchimp-full-sync';
export interface FullSyncJob {
  runId: string;
}
