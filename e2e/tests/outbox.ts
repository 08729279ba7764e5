import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { STACK_DATA_DIR } from '../playwright.config';

/**
 * The link to `path` in the newest e-mail of the stack's outbox (svc-mailing writes one `.eml`
 * per message when no SMTP server is set) whose file name contains `key`, written after `since`;
 * quoted-printable decoded. Returned as a site path with its query, e.g. `/password-reset?token=…`.
 */
export function newestLinkInOutbox({ key, path, since }: { key: string; path: string; since: number }): string | null {
  const outbox = join(STACK_DATA_DIR, 'outbox');
  if (!existsSync(outbox)) return null;
  const files = readdirSync(outbox)
    .filter((name) => name.endsWith('.eml') && name.includes(key))
    .map((name) => join(outbox, name))
    .filter((file) => statSync(file).mtimeMs >= since);
  const newest = files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!newest) return null;
  const text = readFileSync(newest, 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const token = new RegExp(`${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1];
  return token ? `${path}?token=${token}` : null;
}
