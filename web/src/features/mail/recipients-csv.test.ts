import { describe, expect, it } from 'vitest';
import { MAIL_LIMITS, MAIL_TEXT } from './messages';
import { parseRecipients, readRecipients } from './recipients-csv';

describe('parseRecipients', () => {
  it('finds Name and Email whatever their case and spacing, and drops rows without an e-mail', () => {
    const reading = parseRecipients(
      '\uFEFF NAME , e-Mail-less,  eMail \nAda,x,ada@example.org\nNo Address,x,\n\n  \nBo,x, bo@example.org \n',
    );
    expect(reading).toEqual({
      recipients: [
        { name: 'Ada', email: 'ada@example.org' },
        { name: 'Bo', email: 'bo@example.org' },
      ],
    });
  });

  it('reads a file without a Name column', () => {
    expect(parseRecipients('Email\nada@example.org\n')).toEqual({
      recipients: [{ name: '', email: 'ada@example.org' }],
    });
  });

  it('marks invalid addresses and the second and later copies of an address, ignoring case', () => {
    const reading = parseRecipients(
      'Name,Email\nA,ada@example.org\nB,not-an-address\nC,ADA@Example.org\nD,ada@example.org\nE,bo@example.org\n',
    );
    expect(reading).toEqual({
      recipients: [
        { name: 'A', email: 'ada@example.org' },
        { name: 'B', email: 'not-an-address', problem: MAIL_TEXT.invalidAddress },
        { name: 'C', email: 'ADA@Example.org', problem: MAIL_TEXT.duplicate },
        { name: 'D', email: 'ada@example.org', problem: MAIL_TEXT.duplicate },
        { name: 'E', email: 'bo@example.org' },
      ],
    });
  });

  it('keeps quoted commas and line breaks inside a value', () => {
    expect(parseRecipients('Name,Email\n"Rivera, Sam",sam@example.org\n')).toEqual({
      recipients: [{ name: 'Rivera, Sam', email: 'sam@example.org' }],
    });
  });

  it.each([
    ['no Email column', 'Name,Phone\nAda,123\n', MAIL_TEXT.csvNoEmail],
    [
      'no header row (the first address is taken as the header)',
      'ada@example.org\nbo@example.org\n',
      MAIL_TEXT.csvNoEmail,
    ],
    ['no row with an e-mail', 'Name,Email\nAda,\nBo,  \n', MAIL_TEXT.csvEmpty],
    ['nothing at all', '', MAIL_TEXT.csvUnreadable],
    ['binary bytes', 'PK\u0003\u0004\u0000\u0000Email', MAIL_TEXT.csvUnreadable],
    ['an unbalanced quote', 'Name,Email\n"Ada,ada@example.org\nBo,bo@example.org\n', MAIL_TEXT.csvUnreadable],
  ])('refuses a file with %s', (_, text, error) => {
    expect(parseRecipients(text)).toEqual({ error });
  });

  it(`takes ${MAIL_LIMITS.csvRows} rows and refuses one more`, () => {
    const rows = (n: number) =>
      `Email\n${Array.from({ length: n }, (_, i) => `r${i}@example.org`).join('\n')}\n`;
    const full = parseRecipients(rows(MAIL_LIMITS.csvRows));
    expect('recipients' in full && full.recipients).toHaveLength(MAIL_LIMITS.csvRows);
    expect(parseRecipients(rows(MAIL_LIMITS.csvRows + 1))).toEqual({ error: MAIL_TEXT.csvTooLarge });
  });
});

describe('readRecipients', () => {
  it('refuses a file that is not .csv, and one that is too big, before reading it', async () => {
    expect(await readRecipients(new File(['Email\na@example.org'], 'list.xlsx'))).toEqual({
      error: MAIL_TEXT.csvOnly,
    });
    const big = new File(['Email\n'], 'list.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: MAIL_LIMITS.csvBytes + 1 });
    expect(await readRecipients(big)).toEqual({ error: MAIL_TEXT.csvTooBig });
  });

  it('reads a .CSV file whatever the case of its extension', async () => {
    expect(await readRecipients(new File(['Email\na@example.org\n'], 'LIST.CSV'))).toEqual({
      recipients: [{ name: '', email: 'a@example.org' }],
    });
  });
});
