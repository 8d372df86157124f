import type { ManagedUser, UserListQuery, UserPage } from '@atelier/contract/users';
import { and, eq, ilike, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containing, pageNewestFirst } from '../../db/paging';
import { pick } from '../../db/rows';
import { users } from '../../db/schema/auth';
import { hasNoPassword } from '../auth/auth.public';

type UserRow = typeof users.$inferSelect;

export function toManagedUser(row: UserRow): ManagedUser {
  return {
    _id: row.id,
    ...pick(row, ['name', 'email', 'role']),
    status: row.deactivatedAt ? 'deactivated' : 'active',
    invitePending: hasNoPassword(row.passwordHash),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Newest first, by page number or from a cursor (the last row's creation and id). */
export async function listManagedUsers(db: Executor, query: UserListQuery): Promise<UserPage> {
  const like = query.q ? containing(query.q) : undefined;
  const where = and(
    like ? or(ilike(users.name, like), ilike(users.email, like)) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    query.status === 'active' ? isNull(users.deactivatedAt) : undefined,
    query.status === 'deactivated' ? isNotNull(users.deactivatedAt) : undefined,
  );
  const found = await pageNewestFirst(db, users, where, query);
  return { ...found, items: found.items.map(toManagedUser) };
}

/** Any number that no other advisory lock of the app uses. */
const ADMIN_CHANGES_LOCK = 7_201_111;

/**
 * Serialises role changes and deactivations for the rest of the transaction: two admins removing
 * each other at once would otherwise each lock their target, then wait for the other's (a deadlock
 * PostgreSQL ends with an error), or both pass the last-admin check.
 */
export async function lockAdminChanges(db: Executor): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${ADMIN_CHANGES_LOCK})`);
}

/** The user, locked until the transaction ends (so the last-admin check cannot race). */
export async function lockUser(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** Active admins other than `exceptId`, counted under lock of every admin row. */
export async function otherActiveAdmins(db: Executor, exceptId: string): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt), ne(users.id, exceptId)))
    .for('update');
  return rows.length;
}

export async function setDeactivated(db: Executor, id: string, deactivated: boolean): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ deactivatedAt: deactivated ? sql`now()` : null, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function findUserRow(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
