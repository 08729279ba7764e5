import type { FastifyReply } from 'fastify';

/** One column of an export: its stable name (the header) and how a record fills it. */
export interface CsvColumn<T> {
  header: string;
  value: (record: T) => string | number | boolean | null | undefined;
}

/** Marks the text as UTF-8 for spreadsheet programs (Excel reads it as ANSI without). */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * A CSV file (RFC 4180: comma-separated, CRLF lines, quotes doubled; cells holding `;` or a tab
 * quoted as well) of one row per record under
 * a header row, with a byte-order mark. A cell a spreadsheet would run as a formula (`=`, `+`,
 * `-`, `@`, tab or return first: a visitor's message can start with anything) gets a leading
 * apostrophe, which spreadsheets show as text.
 */
export function toCsv<T>(columns: readonly CsvColumn<T>[], records: readonly T[]): string {
  const line = (cells: string[]) => cells.map(quote).join(',');
  const rows = records.map((record) => line(columns.map((column) => cell(column.value(record)))));
  return `${BYTE_ORDER_MARK}${[line(columns.map((column) => column.header)), ...rows].join('\r\n')}\r\n`;
}

function cell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Quoted when a comma, quote or line break would split it, and a semicolon or tab too: spreadsheets in semicolon locales split cells there. */
function quote(text: string): string {
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Sends an export as a download named `{name}-{YYYY-MM-DD}.csv`; never cached (it is the artist's data). */
export async function sendCsv<T>(
  reply: FastifyReply,
  name: string,
  columns: readonly CsvColumn<T>[],
  records: readonly T[],
): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  await reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(toCsv(columns, records));
}
