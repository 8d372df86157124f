import type { Executor } from './client';
import type { MailLogEntry } from '../lib/mailer';
import { mailLog } from './schema/mail';

/** One line of the mail log (every feature's messages land here through the logged mailer). */
export async function insertMailLog(db: Executor, entry: MailLogEntry): Promise<void> {
  await db.insert(mailLog).values({ ...entry, detail: entry.detail?.slice(0, 2000) ?? null });
}
