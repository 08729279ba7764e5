import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { STACK_DATA_DIR } from '../playwright.config';

/** The newest `.eml` in the stack's outbox whose file name contains `key` (and addressed `to`, if given), written after `since`. */
function newestEmail(key: string, since: number, to?: string): string | null {
  const outbox = join(STACK_DATA_DIR, 'outbox');
  if (!existsSync(outbox)) return null;
  const files = readdirSync(outbox)
    .filter((name) => name.endsWith('.eml') && name.includes(key))
    .map((name) => join(outbox, name))
    .filter((file) => statSync(file).mtimeMs >= since)
    .filter((file) => !to || new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'im').test(readFileSync(file, 'utf8')));
  return files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0] ?? null;
}

/**
 * The link to `path` in the newest e-mail of the stack's outbox (svc-mailing writes one `.eml`
 * per message when no SMTP server is set) whose file name contains `key` (sent `to` that address,
 * if given), written after `since`;
 * quoted-printable decoded. Returned as a site path with its query, e.g. `/password-reset?token=…`.
 */
export function newestLinkInOutbox({ key, to, path, since }: { key: string; to?: string; path: string; since: number }): string | null {
  const newest = newestEmail(key, since, to);
  if (!newest) return null;
  const text = readFileSync(newest, 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const token = new RegExp(`${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1];
  return token ? `${path}?token=${token}` : null;
}

/** A calendar invitation as a calendar program reads it. */
export interface Invite {
  method: string;
  uid: string;
  sequence: number;
  /** The event's first day, 'YYYY-MM-DD' for an all-day event. */
  start: string;
  status: string;
}

/**
 * The calendar invitation attached to the newest e-mail whose file name contains `key` (the
 * `invite.ics` part, parsed by a real MIME parser and a real iCalendar parser), or null while
 * there is no such e-mail.
 */
export async function inviteInOutbox({ key, since }: { key: string; since: number }): Promise<Invite | null> {
  const newest = newestEmail(key, since);
  if (!newest) return null;
  const mail = await simpleParser(readFileSync(newest));
  const ics = mail.attachments.find((attachment) => attachment.filename === 'invite.ics');
  if (!ics) throw new Error(`${newest} has no invite.ics`);
  const calendar = new ICAL.Component(ICAL.parse(ics.content.toString('utf8')));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toString(),
    status: String(vevent.getFirstPropertyValue('status')),
  };
}

/** The newest e-mail whose file name contains `key` (sent `to` that address, if given), as a mail program reads it. */
export async function emailInOutbox({ key, to, since }: { key: string; to?: string; since: number }) {
  const newest = newestEmail(key, since, to);
  return newest ? simpleParser(readFileSync(newest)) : null;
}
