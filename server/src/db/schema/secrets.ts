import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Keys the server makes itself on first start and every process shares (e.g. for signed links). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
