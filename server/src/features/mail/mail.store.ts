import type { MailLogEntry, MailLogQuery, Template, TemplateBody } from '@atelier/contract/mail';
import type { Page } from '@atelier/contract/common';
import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pageNewestFirst } from '../../db/paging';
import { iso, pick } from '../../db/rows';
import { mailLog, mailPacer, mailSuppressions, mailTemplates } from '../../db/schema/mail';

type StoredTemplate = Omit<TemplateBody, 'name'> & { name: string };

const byName = (name: string) => sql`lower(${mailTemplates.name}) = lower(${name})`;

function toTemplate(row: typeof mailTemplates.$inferSelect): Template {
  return { name: row.name, subject: row.subject, html: row.html, updatedAt: row.updatedAt.toISOString() };
}

export async function listTemplates(db: Executor): Promise<Template[]> {
  const rows = await db
    .select()
    .from(mailTemplates)
    .orderBy(desc(mailTemplates.updatedAt), desc(mailTemplates.id));
  return rows.map(toTemplate);
}

export async function findTemplate(db: Executor, name: string): Promise<Template | undefined> {
  const [row] = await db.select().from(mailTemplates).where(byName(name));
  return row ? toTemplate(row) : undefined;
}

/** False when the name (whatever its case) is taken. */
export async function insertTemplate(db: Executor, template: StoredTemplate): Promise<boolean> {
  const inserted = await db
    .insert(mailTemplates)
    .values(template)
    .onConflictDoNothing()
    .returning({ id: mailTemplates.id });
  return inserted.length > 0;
}

/** False when there is no template of that name. The name itself never changes. */
export async function updateTemplate(
  db: Executor,
  name: string,
  changes: { subject: string; html: string },
): Promise<boolean> {
  const updated = await db
    .update(mailTemplates)
    .set({ ...changes, updatedAt: new Date() })
    .where(byName(name))
    .returning({ id: mailTemplates.id });
  return updated.length > 0;
}

export async function deleteTemplate(db: Executor, name: string): Promise<boolean> {
  const deleted = await db.delete(mailTemplates).where(byName(name)).returning({ id: mailTemplates.id });
  return deleted.length > 0;
}

/** Which of these (lower-case) addresses asked for no more bulk e-mail. */
export async function suppressedAmong(db: Executor, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: mailSuppressions.email })
    .from(mailSuppressions)
    .where(inArray(mailSuppressions.email, emails));
  return new Set(rows.map((r) => r.email));
}

/** Adds the address to the suppression list; unsubscribing twice is the same as once. */
export async function suppress(db: Executor, email: string, reason: string): Promise<void> {
  await db.insert(mailSuppressions).values({ email, reason }).onConflictDoNothing();
}

export async function isSuppressed(db: Executor, email: string): Promise<boolean> {
  return (await suppressedAmong(db, [email])).size > 0;
}

export async function listMailLog(db: Executor, query: MailLogQuery): Promise<Page<MailLogEntry>> {
  const filter: SQL | undefined = query.status ? eq(mailLog.status, query.status) : undefined;
  const found = await pageNewestFirst(db, mailLog, filter, query);
  return {
    ...found,
    items: found.items.map((row) => ({
      _id: row.id,
      createdAt: iso(row.createdAt),
      ...pick(row, ['kind', 'recipient', 'subject', 'templateName', 'status', 'detail']),
    })),
  };
}

/**
 * Takes `count` consecutive send slots `intervalMs` apart, shared by every process on the database,
 * unless the first would be more than `maxWaitMs` away. Answers how long until the first slot,
 * or, when refused, how long until one is within reach.
 */
export async function reserveSlots(
  db: Executor,
  count: number,
  intervalMs: number,
  maxWaitMs: number,
): Promise<{ ok: true; firstInMs: number } | { ok: false; retryInMs: number }> {
  await db
    .insert(mailPacer)
    .values({ id: 1, nextAt: sql`clock_timestamp()` })
    .onConflictDoNothing();
  const span = count * intervalMs;
  const result = (await db.execute(sql`
    UPDATE ${mailPacer}
       SET next_at = greatest(next_at, clock_timestamp()) + ${span}::float8 * interval '1 millisecond'
     WHERE id = 1
       AND greatest(next_at, clock_timestamp()) <= clock_timestamp() + ${maxWaitMs}::float8 * interval '1 millisecond'
    RETURNING (extract(epoch FROM next_at - clock_timestamp()) * 1000)::float8 AS until_next`)) as unknown as {
    rows: { until_next: number }[];
  };
  const reserved = result.rows[0];
  if (reserved) return { ok: true, firstInMs: Math.max(0, reserved.until_next - span) };
  const [pacer] = await db
    .select({ waitMs: sql<number>`(extract(epoch FROM next_at - clock_timestamp()) * 1000)::float8` })
    .from(mailPacer);
  return { ok: false, retryInMs: Math.max(0, (pacer?.waitMs ?? 0) - maxWaitMs) };
}
