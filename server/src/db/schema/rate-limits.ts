import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Rate-limit counters (plugins/rate-limits.ts), shared by every process and kept across restarts.
 * The key is a hash: it is made of addresses and e-mails.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: at('reset_at').notNull(),
  },
  (t) => [index('rate_limit_hits_reset_idx').on(t.resetAt)],
);
