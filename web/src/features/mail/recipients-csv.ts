import { emailSchema } from '@atelier/contract/common';
import Papa from 'papaparse';
import { MAIL_LIMITS, MAIL_TEXT } from './messages';

/** A row of the recipients' CSV; `problem` marks one that is never sent (bad or repeated address). */
export interface CsvRecipient {
  name: string;
  email: string;
  problem?: string;
}

export type CsvReading = { recipients: CsvRecipient[] } | { error: string };

const column = (fields: readonly string[], name: string) =>
  fields.find((field) => field.toLowerCase() === name);

/**
 * The recipients of a CSV's text (spec-2 §3, §5): a header row with an Email column and optionally
 * a Name column, found whatever their case; rows without an e-mail are dropped. Invalid and
 * repeated addresses (the second and later, ignoring case) stay in the list, marked.
 */
export function parseRecipients(text: string): CsvReading {
  // A NUL never occurs in text: the file is a spreadsheet, an image, an archive …
  if (text.includes('\u0000')) return { error: MAIL_TEXT.csvUnreadable };
  const parsed = Papa.parse<Record<string, string | undefined>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
    // One row past the limit is enough to know the file is too long.
    preview: MAIL_LIMITS.csvRows + 1,
  });
  const fields = (parsed.meta.fields ?? []).filter(Boolean);
  // An unbalanced quote swallows the rest of the file: nothing after it can be trusted.
  if (fields.length === 0 || parsed.errors.some((error) => error.type === 'Quotes'))
    return { error: MAIL_TEXT.csvUnreadable };
  const emailKey = column(fields, 'email');
  if (!emailKey) return { error: MAIL_TEXT.csvNoEmail };
  if (parsed.data.length > MAIL_LIMITS.csvRows) return { error: MAIL_TEXT.csvTooLarge };
  const nameKey = column(fields, 'name');

  const seen = new Set<string>();
  const recipients: CsvRecipient[] = [];
  for (const row of parsed.data) {
    const email = row[emailKey]?.trim() ?? '';
    if (!email) continue;
    const name = (nameKey ? row[nameKey] : undefined)?.trim() ?? '';
    const address = emailSchema.safeParse(email);
    if (!address.success) recipients.push({ name, email, problem: MAIL_TEXT.invalidAddress });
    else if (seen.has(address.data)) recipients.push({ name, email, problem: MAIL_TEXT.duplicate });
    else {
      seen.add(address.data);
      recipients.push({ name, email });
    }
  }
  return recipients.length === 0 ? { error: MAIL_TEXT.csvEmpty } : { recipients };
}

/** The recipients of a chosen file, or why the file cannot be used; checked before anything is sent. */
export async function readRecipients(file: File): Promise<CsvReading> {
  if (!/\.csv$/i.test(file.name)) return { error: MAIL_TEXT.csvOnly };
  if (file.size > MAIL_LIMITS.csvBytes) return { error: MAIL_TEXT.csvTooBig };
  try {
    return parseRecipients(await textOf(file));
  } catch {
    return { error: MAIL_TEXT.csvUnreadable };
  }
}

// FileReader rather than Blob.text(), which jsdom (the component tests) does not have.
function textOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}
