import type { Role, UpdateProfileBody, User } from '@atelier/contract/auth';
import { and, asc, desc, eq, gt, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import { recordset } from '../../db/batcher';
import type { Executor } from '../../db/client';
import { countOf, deleteById, pick, updateById } from '../../db/rows';
import { loginDays, passwordResetTokens, sessions, users } from '../../db/schema/auth';

type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    ...pick(row, ['email', 'name', 'role', 'gender', 'country', 'institution', 'phone', 'avatar']),
  };
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export interface NewUser {
  email: string;
  name: string;
  role: Role;
  passwordHash: string;
  gender?: string;
  country?: string;
  institution?: string;
  phone?: string;
}

export async function insertUser(db: Executor, user: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: user.email.toLowerCase() })
    .returning();
  return row!;
}

/** Many users in one INSERT; an e-mail that has an account (a race) is left out of the answer. */
export async function insertUsers(db: Executor, list: NewUser[]): Promise<{ id: string; email: string }[]> {
  if (list.length === 0) return [];
  return db
    .insert(users)
    .values(list.map((user) => ({ ...user, email: user.email.toLowerCase() })))
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
}

export async function listUsers(db: Executor): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.createdAt));
}

export async function countUsers(db: Executor): Promise<number> {
  return countOf(db, users);
}

export async function updateProfile(
  db: Executor,
  id: string,
  fields: UpdateProfileBody,
): Promise<UserRow | undefined> {
  return updateById(db, users, id, { ...fields, updatedAt: new Date() });
}

export async function setPasswordHash(db: Executor, id: string, passwordHash: string): Promise<boolean> {
  return (await updateById(db, users, id, { passwordHash, updatedAt: new Date() })) !== undefined;
}

export async function setRole(db: Executor, id: string, role: Role): Promise<void> {
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
}

export async function insertSession(
  db: Executor,
  session: {
    userId: string;
    tokenHash: string;
    remember: boolean;
    expiresAt: Date;
    userAgent: string;
    ip: string;
    /** How it signed in (sessions.method). */
    method?: string;
  },
): Promise<void> {
  await db.insert(sessions).values(session);
}

/**
 * The live sessions of many tokens in one statement (docs/decisions/018): each hash's session and
 * its active user, or undefined (unknown, expired or deactivated), in the order asked.
 */
export async function findSessions(
  db: Executor,
  tokenHashes: readonly string[],
): Promise<({ sessionId: string; expiresAt: Date; lastUsedAt: Date; user: UserRow } | undefined)[]> {
  const rows = await db
    .select({
      tokenHash: sessions.tokenHash,
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastUsedAt: sessions.lastUsedAt,
      user: users,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.tokenHash, [...new Set(tokenHashes)]),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.deactivatedAt),
      ),
    );
  const byHash = new Map(rows.map(({ tokenHash, ...found }) => [tokenHash, found]));
  return tokenHashes.map((hash) => byHash.get(hash));
}

export async function recordLogin(db: Executor, userId: string): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}

export async function deleteSession(db: Executor, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of the user; answers how many there were. */
export async function deleteUserSessions(db: Executor, userId: string): Promise<number> {
  const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return rows.length;
}

/**
 * Notes many sessions' latest use in one statement (docs/decisions/018): the auth guard sends a
 * session here at most once in five minutes, with the address it was used from.
 */
export async function touchSessions(
  db: Executor,
  items: readonly { sessionId: string; ip: string; at: Date }[],
): Promise<void[]> {
  const rows = items.map((item) => ({ s: item.sessionId, a: item.ip, t: item.at.toISOString() }));
  await db
    .update(sessions)
    .set({ lastUsedAt: sql`v.t`, ip: sql`v.a` })
    .from(recordset(rows, 's uuid, a text, t timestamptz'))
    .where(sql`${sessions.id} = v.s AND ${sessions.lastUsedAt} < v.t`);
  return items.map(() => undefined);
}

/** The user's live sessions, the most recently used first. */
export async function listUserSessions(db: Executor, userId: string) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
}

/** Ends one session if it is the user's own; answers whether it was. */
export async function deleteOwnSession(db: Executor, userId: string, sessionId: string): Promise<boolean> {
  return deleteById(db, sessions, sessionId, eq(sessions.userId, userId));
}

/** Ends every session of the user but one; answers the ids ended. */
export async function deleteOtherSessions(db: Executor, userId: string, keepId: string): Promise<string[]> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** Records a login day for many users in one statement (a day already recorded stays as it is). */
export async function recordLoginDays(
  db: Executor,
  days: readonly { userId: string; day: string }[],
): Promise<void[]> {
  await db
    .insert(loginDays)
    .values(days.map(({ userId, day }) => ({ userId, day })))
    .onConflictDoNothing();
  return days.map(() => undefined);
}

export async function listLoginDays(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ day: loginDays.day })
    .from(loginDays)
    .where(eq(loginDays.userId, userId))
    .orderBy(asc(loginDays.day));
  return rows.map((r) => r.day);
}

/** Ends every reset link of the user still outstanding (a newer link, a reset or a password change). */
export async function endResetTokens(db: Executor, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function insertResetToken(
  db: Executor,
  token: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(token);
}

/** Which of `userIds` had a set-password link issued at or after `since` (one query). */
export async function resetTokenSince(
  db: Executor,
  userIds: readonly string[],
  since: Date,
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const t = passwordResetTokens;
  const rows = await db
    .selectDistinct({ userId: t.userId })
    .from(t)
    .where(and(inArray(t.userId, [...userIds]), gte(t.createdAt, since)));
  return new Set(rows.map((row) => row.userId));
}

/** Marks a live reset token used and gives its user; a used, expired or unknown token gives nothing. */
export async function consumeResetToken(db: Executor, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}
