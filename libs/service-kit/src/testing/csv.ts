/**
 * A CSV download as a spreadsheet program reads it (sendCsv): a 200 with text/csv, UTF-8's
 * byte-order mark first, then CRLF lines; answers the lines (the last, empty one dropped).
 */
export async function csvLines(response: Response): Promise<string[]> {
  if (response.status !== 200) throw new Error(`the export answered ${response.status}: ${await response.text()}`);
  if (response.headers.get('content-type') !== 'text/csv; charset=utf-8')
    throw new Error(`not CSV: ${response.headers.get('content-type')}`);
  // As bytes: fetch's text() would drop the byte-order mark.
  const bytes = Buffer.from(await response.arrayBuffer());
  if (!bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))) throw new Error('the export has no UTF-8 byte-order mark');
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  if (lines.pop() !== '') throw new Error('the export does not end with a line break');
  return lines;
}
