import { describe, expect, it } from 'vitest';
import { csvExport, safeCell } from './csv';

// Issue 25, item 11: formulas after a separator or an invisible character were written raw.
describe('safeCell', () => {
  it.each<[string, string[]]>([
    [
      'prefixes an apostrophe to a cell that starts with =, +, -, @, tab or carriage return',
      ['=1+2', '+SUM(A1)', '-2+3', '@home', '\tx', '\rx', '=HYPERLINK("http://evil.test")'],
    ],
    [
      'prefixes a cell whose first visible character starts a formula',
      [
        '\u200B=cmd',
        '\uFEFF=cmd',
        '\u200E+1',
        '\u2060@SUM(A1)',
        ' =1+2',
        '\u00A0\u3000-1',
        '\n=1+2',
        '\u200B \u200C\u200D=x',
      ],
    ],
    [
      'prefixes a cell holding a separator followed by a formula',
      [
        "Bob;=cmd|' /C calc'!A0",
        'Bob,=1+2',
        'Bob|@SUM(A1)',
        'Bob\t+1',
        'Bob\n-1',
        'Bob; \u200B=1',
        'Bob\r\n=1',
      ],
    ],
  ])('%s', (_, cells) => {
    for (const cell of cells) expect(safeCell(cell), JSON.stringify(cell)).toBe(`'${cell}`);
  });

  it('leaves ordinary text alone', () => {
    for (const cell of [
      '',
      'Ada Lovelace',
      'Jean-Luc Picard',
      'ada@example.test',
      'Comma, "Quotes" Inc',
      'Mary; Anne',
      '9876543210',
      '83.3',
      'a = b',
      ' Bob',
    ]) {
      expect(safeCell(cell), JSON.stringify(cell)).toBe(cell);
    }
  });

  it('takes time in proportion to the cell, whatever it holds', () => {
    const cell = '\t'.repeat(50_000) + 'x';
    expect(safeCell(cell)).toBe(`'${cell}`);
    expect(safeCell(';'.repeat(50_000) + ' '.repeat(50_000))).toBe(';'.repeat(50_000) + ' '.repeat(50_000));
  });
});

describe('csvExport', () => {
  async function text(rows: string[][]): Promise<string> {
    const stream = csvExport<string[], number>({
      columns: ['Name', 'Email', 'Note'],
      batch: async (after, limit) => rows.slice(after ?? 0, (after ?? 0) + limit),
      positionOf: (row) => rows.indexOf(row) + 1,
      cells: (row) => row,
      batchSize: 2,
    });
    let out = '';
    for await (const chunk of stream) out += String(chunk);
    return out;
  }

  it('quotes every cell, the header and empty ones included, and neutralises formulas', async () => {
    const csv = await text([
      ['Bob;=cmd', 'bob@example.test', ''],
      ['\u200B=1+2', 'x@example.test', 'say "hi"'],
      ['Ada', 'ada@example.test', 'fine'],
    ]);
    expect(csv.split('\n')).toEqual([
      '"Name","Email","Note"',
      '"\'Bob;=cmd","bob@example.test",""',
      '"\'\u200B=1+2","x@example.test","say ""hi"""',
      '"Ada","ada@example.test","fine"',
      '',
    ]);
  });
});
