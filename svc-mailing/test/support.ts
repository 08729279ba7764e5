import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { startTestService, type TestService } from '@atelier/service-kit/testing';
import { decodeWords } from '../../scripts/fakes/smtp-sink.mjs';
import { AppModule } from '../src/app.module';

/** The token startTestService gives every service (and startIdentityService must match). */
export const INTERNAL_TOKEN = 'test-internal-token-0123456789';
export const ARTIST = 'artist@atelier.example';
export const SITE = 'https://atelier.example';

/** Parsed JSON of any shape: each test states the shape it expects. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface Answer<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

export interface MailingUnderTest extends TestService {
  outbox: string;
  db: DataSource;
  call<T = Json>(method: string, path: string, options?: { body?: unknown; headers?: Record<string, string> }): Promise<Answer<T>>;
  internal<T = Json>(method: string, path: string, body?: unknown): Promise<Answer<T>>;
}

/**
 * svc-mailing on a random port with its own database and outbox folder. Every variable of
 * its own is set (blank = unset), so nothing leaks from a service started earlier in the file.
 */
export async function startMailing(env: Record<string, string> = {}): Promise<MailingUnderTest> {
  const outbox = mkdtempSync(join(tmpdir(), 'atelier-outbox-'));
  const service = await startTestService(AppModule, {
    name: 'mailing',
    env: {
      OUTBOX_DIR: outbox,
      ARTIST_EMAIL: ARTIST,
      PUBLIC_SITE_URL: SITE,
      MAIL_FROM: 'Atelier <studio@atelier.example>',
      SMTP_URL: '',
      CATALOG_URL: 'http://127.0.0.1:9',
      IDENTITY_URL: 'http://127.0.0.1:9',
      MAILCHIMP_API_KEY: '',
      MAILCHIMP_SERVER_PREFIX: '',
      MAILCHIMP_AUDIENCE_ID: '',
      MAILCHIMP_BASE_URL: '',
      ...env,
    },
  });
  const call = async (method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) => {
    const response = await fetch(`${service.url}${path}`, {
      method,
      headers: { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body, headers: response.headers } as Answer;
  };
  return {
    ...service,
    outbox,
    db: service.app.get(DataSource),
    call,
    internal: (method, path, body) => call(method, path, { body, headers: { 'x-internal-token': INTERNAL_TOKEN } }),
  };
}

type Truthy<T> = Exclude<T, false | null | undefined | 0 | ''>;

/** Polls until `check` answers something truthy (or throws after `timeoutMs`). */
export async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 15000, what = 'condition'): Promise<Truthy<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as Truthy<T>;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? `: ${(last as Error).message}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One e-mail as a mail program would read it: decoded headers, text and HTML parts. */
export interface ReadEmail {
  file?: string;
  raw: string;
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

/** Every `.eml` in an outbox folder, oldest first. */
export function readOutbox(dir: string): ReadEmail[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => ({ file: name, ...parseEmail(readFileSync(join(dir, name), 'utf8')) }));
}

/** A small MIME reader: enough for nodemailer's (nested) multiparts with QP or base64 parts. */
export function parseEmail(raw: string): ReadEmail {
  const message = raw.replace(/\r\n/g, '\n');
  const { headers, body } = splitPart(message);
  const parts: Record<string, string> = {};
  readParts(headers, body, parts);
  return { raw, headers, subject: headers.subject ?? '', text: parts['text/plain'] ?? '', html: parts['text/html'] ?? '' };
}

/** Each leaf part's body by its content type (the first of a type wins: a calendar invite's text stays out). */
function readParts(headers: Record<string, string>, body: string, parts: Record<string, string>): void {
  const type = (headers['content-type'] ?? 'text/plain').split(';')[0]!.trim();
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) {
    parts[type] ??= decodeBody(body, headers['content-transfer-encoding']);
    return;
  }
  for (const section of body.split(`--${boundary}`).slice(1, -1)) {
    const part = splitPart(section.replace(/^\n/, ''));
    readParts(part.headers, part.body, parts);
  }
}

function splitPart(part: string): { headers: Record<string, string>; body: string } {
  const end = part.indexOf('\n\n');
  const head = (end < 0 ? part : part.slice(0, end)).replace(/\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body: end < 0 ? '' : part.slice(end + 2) };
}

function decodeBody(body: string, encoding = '7bit'): string {
  const trimmed = body.replace(/\n$/, '');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = trimmed.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (/base64/i.test(encoding)) return Buffer.from(trimmed, 'base64').toString('utf8');
  return trimmed;
}
