import { expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STACK_DATA_DIR } from '../playwright.config';

/*
 * Runs after every journey (the `logs` project depends on the others): each secret the e-mails
 * carried — password reset, booking and newsletter confirmation, unsubscribe tokens — is looked for
 * in every log the stack wrote (each service's, the render process's, the gateway's access log).
 */

/** Quoted-printable soft breaks and escapes undone, so a token split across lines reads whole. */
const decoded = (eml: string) =>
  eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A link of ours and its secret: `/booking/confirm?token=…`, `/api/newsletter/unsubscribe/…`. */
const SECRET_IN_LINK = /https?:\/\/[^/\s"<>]+(\/[a-z/-]+?)(?:\?token=|\/)([A-Za-z0-9_-]{16,})/g;

const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).map((name) => join(dir, name)) : []);

test('no token of any e-mailed link is in any log', () => {
  const secrets = new Set<string>();
  const links = new Set<string>();
  for (const file of filesIn(join(STACK_DATA_DIR, 'outbox')).filter((name) => name.endsWith('.eml'))) {
    for (const [, link, secret] of decoded(readFileSync(file, 'utf8')).matchAll(SECRET_IN_LINK)) {
      links.add(link!);
      secrets.add(secret!);
    }
  }
  const logs = filesIn(join(STACK_DATA_DIR, 'logs')).filter((name) => name.endsWith('.log'));
  // The journeys before this one sent every kind of link: a check of nothing would prove nothing.
  expect([...links].sort()).toEqual([
    '/api/newsletter/unsubscribe',
    '/booking/confirm',
    '/newsletter/confirm',
    '/newsletter/unsubscribe',
    '/password-reset',
  ]);
  expect(logs.map((file) => file.split('/').pop())).toEqual(
    expect.arrayContaining(['nginx-access.log', 'mailing.log', 'identity.log', 'bookings.log', 'render.log']),
  );

  const found = logs.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...secrets].filter((secret) => text.includes(secret)).map((secret) => `${file}: …${secret.slice(-6)}`);
  });
  expect(found).toEqual([]);
});
