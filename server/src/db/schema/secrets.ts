import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Keys the server makes itself on first start and every process shares (e.g. for signed links). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
