import { toCsv, type CsvColumn } from './csv';

interface Row {
  name: string;
  note: string | null;
  amount: number;
}
const columns: CsvColumn<Row>[] = [
  { header: 'name', value: (row) => row.name },
  { header: 'note', value: (row) => row.note },
  { header: 'amount', value: (row) => row.amount },
];

describe(toCsv.name, () => {
  it('writes a byte-order mark, a header row and one CRLF line per record, quoting what needs it', () => {
    const csv = toCsv(columns, [
      { name: 'Mere Tūhoe', note: 'Said "hello", twice\nand left', amount: -5 },
      { name: 'Ana', note: null, amount: 4200.5 },
    ]);
    expect(csv).toBe('\uFEFFname,note,amount\r\nMere Tūhoe,"Said ""hello"", twice\nand left",-5\r\nAna,,4200.5\r\n');
  });

  it('keeps cells a spreadsheet would run as formulas as text', () => {
    const csv = toCsv(columns, [
      { name: '=HYPERLINK("http://evil.example","click")', note: '+64 21 555 0101', amount: 1 },
      { name: '@SUM(A1)', note: '-2+3', amount: 2 },
    ]);
    expect(csv.split('\r\n').slice(1, 3)).toEqual([
      `"'=HYPERLINK(""http://evil.example"",""click"")",'+64 21 555 0101,1`,
      `'@SUM(A1),'-2+3,2`,
    ]);
  });

  it('quotes cells holding a semicolon or a tab, which semicolon-locale spreadsheets split on', () => {
    const csv = toCsv(columns, [{ name: 'Smith; Jones', note: 'one\ttwo', amount: 3 }]);
    expect(csv.split('\r\n')[1]).toBe('"Smith; Jones","one\ttwo",3');
  });

  it('is just the header for no records', () => {
    expect(toCsv(columns, [])).toBe('\uFEFFname,note,amount\r\n');
  });
});
