import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, at, createdAt, timestamps } from './columns';

/** An admin's e-mail template; the name is its address and unique whatever its case. */
export const mailTemplates = pgTable(
  'mail_templates',
  {
    id: id(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    /** Kept exactly as written: it is the admin's e-mail, never rendered into our pages. */
    html: text('html').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('mail_templates_name_key').on(sql`lower(${t.name})`)],
);

/** Addresses that asked for no more bulk e-mail (lower-case); every bulk send skips them. */
export const mailSuppressions = pgTable('mail_suppressions', {
  email: text('email').primaryKey(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});

/** Every message the app sent, failed to send (with the relay's answer) or did not send (suppressed). */
export const mailLog = pgTable(
  'mail_log',
  {
    id: id(),
    createdAt: createdAt(),
    kind: text('kind', { enum: ['bulk', 'account'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    templateName: text('template_name'),
    status: text('status', { enum: ['sent', 'failed', 'suppressed'] }).notNull(),
    detail: text('detail'),
  },
  (t) => [
    index('mail_log_created_idx').on(t.createdAt, t.id),
    index('mail_log_status_idx').on(t.status, t.createdAt, t.id),
  ],
);

/**
 * One row: when the next bulk message may leave. Each send moves it on by 60 s / MAIL_RATE_PER_MIN
 * in one UPDATE, so every process on the database shares one pace.
 */
export const mailPacer = pgTable('mail_pacer', {
  id: integer('id').primaryKey(),
  nextAt: at('next_at').notNull(),
});
