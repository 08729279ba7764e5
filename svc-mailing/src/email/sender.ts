import type { SiteIdentity } from '@atelier/contracts';
import { artistEmail, type MailingEnv } from '../env';

/** Who an e-mail comes from, and who answers a reply to it. */
export interface Sender {
  /** The business's name as the From display name; the address is always MAIL_FROM's (the one the mail server may send from). */
  from: { name: string; address: string };
  /** The artist's public contact address: where a buyer's, guest's or enquirer's reply goes. */
  replyTo: string;
  /** Her business name, at the top of each e-mail. */
  businessName: string;
  /** Her name, the signature at the end of each e-mail. */
  artistName: string;
}

/**
 * The sender as her Site settings describe her; without them (the catalog did not answer), or for
 * what they leave blank, the configuration: MAIL_FROM's display name and ARTIST_EMAIL.
 */
export function senderFor(identity: SiteIdentity | null, env: MailingEnv): Sender {
  const configured = parseMailbox(env.MAIL_FROM);
  const businessName = identity?.businessName ?? configured.name;
  return {
    from: { name: businessName, address: configured.address },
    replyTo: identity?.contactEmail ?? artistEmail(env),
    businessName,
    artistName: identity?.artistName ?? configured.name,
  };
}

/** 'Atelier <studio@atelier.example>' or a bare address; a bare address is named 'Atelier'. */
export function parseMailbox(mailbox: string): { name: string; address: string } {
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailbox);
  if (named) return { name: named[1]!.trim() || 'Atelier', address: named[2]!.trim() };
  return { name: 'Atelier', address: mailbox.trim() };
}
