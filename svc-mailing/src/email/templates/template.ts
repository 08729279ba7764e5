import type { EmailData, EmailTemplateName } from '@atelier/contracts';
import type { CalendarInvite } from './booking-invite';

/**
 * An e-mail ready to send: one subject, a readable HTML part and the same words as plain text,
 * and, for an event, its calendar invitation.
 */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  calendar?: CalendarInvite;
  /** Where a mail program's one-click unsubscribe POSTs (RFC 8058); newsletter e-mails only. */
  listUnsubscribe?: string;
}

/** What every template may use besides its data. */
export interface TemplateContext {
  /** The artist's business name from her Site settings (else MAIL_FROM's display name): the e-mail's heading and From name. */
  siteName: string;
  /** Who signs the e-mail: the artist's name on e-mails to visitors, the site's name on notices to herself. */
  signature: string;
  /** Public address of the site, without a trailing slash. */
  siteUrl: string;
  /** The artist's address: the organiser of the events the e-mails invite to. */
  artistEmail: string;
  /** Who this e-mail goes to. */
  recipient: string;
}

/**
 * How svc-mailing writes one template of @atelier/contracts' transactionalEmailSchema: who it is
 * for and a pure render function of its data (already checked by the contracts' schema).
 */
export interface EmailTemplate<Name extends EmailTemplateName> {
  name: Name;
  /** Who reads it: e-mails to a `guest` or `customer` are signed by the artist and answered at her contact address. */
  audience: 'artist' | 'guest' | 'customer' | 'administrator';
  /** The data holds a secret (a password-reset link): it is erased from the database once sent. */
  sensitive?: boolean;
  render(data: EmailData<Name>, context: TemplateContext): RenderedEmail;
}

/** Declares a template; its data type is the contracts' schema of the template `name`. */
export function defineTemplate<Name extends EmailTemplateName>(template: EmailTemplate<Name>): EmailTemplate<Name> {
  return template;
}

// ── Building blocks: one description renders to both HTML and text ───────────────────────

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** Label/value rows; a value with `href` becomes a link. Empty values are left out. */
  | { kind: 'details'; rows: DetailRow[] }
  | { kind: 'button'; label: string; href: string }
  /** Someone's own words (an enquiry message), kept as typed, line breaks included. */
  | { kind: 'quote'; text: string }
  /** A boxed notice with a title (the booking's weather notice). */
  | { kind: 'notice'; title: string; text: string }
  /** Small print at the bottom. */
  | { kind: 'note'; text: string };

export interface DetailRow {
  label: string;
  value: string | number | null | undefined;
  href?: string | null;
}

export const heading = (text: string): Block => ({ kind: 'heading', text });
export const paragraph = (text: string): Block => ({ kind: 'paragraph', text });
export const details = (rows: DetailRow[]): Block => ({ kind: 'details', rows });
export const button = (label: string, href: string): Block => ({ kind: 'button', label, href });
export const quote = (text: string): Block => ({ kind: 'quote', text });
export const notice = (title: string, text: string): Block => ({ kind: 'notice', title, text });
export const note = (text: string): Block => ({ kind: 'note', text });

/** Renders blocks into an e-mail; header-breaking characters never reach the subject. */
export function composeEmail(subject: string, blocks: Block[], context: TemplateContext): RenderedEmail {
  const visible = blocks.map((block) => (block.kind === 'details' ? { ...block, rows: block.rows.filter(hasValue) } : block));
  return {
    subject: subject.replace(/[\r\n\t]+/g, ' ').trim(),
    html: renderHtml(subject, visible, context),
    text: renderText(visible, context),
  };
}

const hasValue = (row: DetailRow) => row.value !== null && row.value !== undefined && String(row.value).trim() !== '';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

/** Only web and mail links become `href`s; anything else (javascript:…) is shown as text. */
function safeHref(href: string): string | null {
  return /^(https?:|mailto:)/i.test(href) ? escapeHtml(href) : null;
}

const FONT = "font-family: Georgia, 'Times New Roman', serif;";
const SANS = 'font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif;';

function renderHtml(subject: string, blocks: Block[], context: TemplateContext): string {
  const body = [...blocks.map((block) => blockHtml(block)), `<p style="margin: 24px 0 0;">${escapeHtml(context.signature)}</p>`].join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin: 0; padding: 0; background: #f5f2ec;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background: #f5f2ec;">
<tr><td align="center" style="padding: 24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width: 560px; background: #ffffff; border-radius: 6px;">
<tr><td style="padding: 28px 32px 8px; ${FONT} font-size: 14px; letter-spacing: 2px; text-transform: uppercase; color: #7a6a55;">${escapeHtml(context.siteName)}</td></tr>
<tr><td style="padding: 8px 32px 28px; ${SANS} font-size: 16px; line-height: 1.6; color: #2b2620;">
${body}
</td></tr>
</table>
<p style="${SANS} font-size: 12px; color: #8c8275; margin: 16px 0 0;"><a href="${escapeHtml(context.siteUrl)}" style="color: #8c8275;">${escapeHtml(context.siteUrl)}</a></p>
</td></tr>
</table>
</body>
</html>
`;
}

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `<h1 style="${FONT} font-size: 24px; font-weight: normal; margin: 0 0 16px; color: #2b2620;">${escapeHtml(block.text)}</h1>`;
    case 'paragraph':
      return `<p style="margin: 0 0 16px;">${escapeHtml(block.text)}</p>`;
    case 'details': {
      const rows = block.rows
        .map((row) => {
          const value = escapeHtml(String(row.value));
          const href = row.href ? safeHref(row.href) : null;
          const shown = href ? `<a href="${href}" style="color: #8a5a2b;">${value}</a>` : value.replace(/\n/g, '<br>');
          return `<tr><td style="padding: 4px 16px 4px 0; color: #7a6a55; vertical-align: top; white-space: nowrap;">${escapeHtml(row.label)}</td><td style="padding: 4px 0; vertical-align: top;">${shown}</td></tr>`;
        })
        .join('\n');
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin: 0 0 16px; ${SANS} font-size: 15px;">\n${rows}\n</table>`;
    }
    case 'button': {
      const href = safeHref(block.href);
      if (!href) return `<p style="margin: 0 0 16px;">${escapeHtml(block.label)}: ${escapeHtml(block.href)}</p>`;
      return `<p style="margin: 24px 0;"><a href="${href}" style="display: inline-block; padding: 12px 22px; background: #8a5a2b; color: #ffffff; text-decoration: none; border-radius: 4px;">${escapeHtml(block.label)}</a></p>
<p style="margin: 0 0 16px; font-size: 13px; color: #7a6a55;">If the button does not work, copy this address into your browser:<br><a href="${href}" style="color: #8a5a2b; word-break: break-all;">${escapeHtml(block.href)}</a></p>`;
    }
    case 'quote':
      return `<blockquote style="margin: 0 0 16px; padding: 12px 16px; background: #f5f2ec; border-left: 3px solid #c9b79c; white-space: pre-wrap;">${escapeHtml(block.text)}</blockquote>`;
    case 'notice':
      return `<div style="margin: 0 0 16px; padding: 12px 16px; border: 1px solid #e3c98f; background: #fdf6e3; border-radius: 4px;"><strong>${escapeHtml(block.title)}</strong><br>${escapeHtml(block.text)}</div>`;
    case 'note':
      return `<p style="margin: 16px 0 0; font-size: 13px; color: #7a6a55;">${escapeHtml(block.text)}</p>`;
  }
}

function renderText(blocks: Block[], context: TemplateContext): string {
  const parts = blocks.map((block) => {
    switch (block.kind) {
      case 'heading':
        return `${block.text}\n${'='.repeat(Math.min(block.text.length, 60))}`;
      case 'paragraph':
      case 'note':
        return block.text;
      case 'details': {
        const width = Math.max(...block.rows.map((row) => row.label.length), 0) + 2;
        return block.rows
          .map((row) => {
            const value = String(row.value).replace(/\n/g, `\n${' '.repeat(width)}`);
            // Web links are spelled out (the text part has no anchors); mailto: adds nothing to an address.
            const link = row.href && /^https?:/i.test(row.href) && row.href !== row.value ? ` <${row.href}>` : '';
            return `${`${row.label}:`.padEnd(width)}${value}${link}`;
          })
          .join('\n');
      }
      case 'button':
        return `${block.label}:\n${block.href}`;
      case 'notice':
        return `${block.title}\n${block.text}`;
      case 'quote':
        return block.text
          .split('\n')
          .map((line) => `> ${line}`)
          .join('\n');
    }
  });
  return `${parts.join('\n\n')}\n\n-- \n${context.signature}\n${context.siteUrl}\n`;
}

// ── Formatting shared by the templates ──────────────────────────────────────────────────

/** '4200.00' + 'NZD' → '$4,200.00 NZD' (the code removes any doubt about which dollar). */
export function formatMoney(amount: string | number, currency: string): string {
  const value = Number(amount);
  try {
    const formatted = new Intl.NumberFormat('en-NZ', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(value);
    return `${formatted} ${currency}`;
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}

/** '2026-03-14' → 'Saturday 14 March 2026' (a calendar day, never shifted by time zones). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('en-NZ', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(Date.UTC(year!, month! - 1, date!)))
    .replace(',', '');
}

/** 'Glenorchy studio' → 'Glenorchy studio (by appointment)': where a buyer collects their painting. */
export function collectFrom(studio: string | undefined): string | null {
  return studio ? `${studio} (by appointment)` : null;
}

export function guestsLabel(guests: number): string {
  return guests === 1 ? '1 guest' : `${guests} guests`;
}
