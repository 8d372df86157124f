import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { signInSettings, userIdentities } from '../../../db/schema/sign-in';
import { SETTINGS_ID } from '../sign-in';

export type IdentityRow = typeof userIdentities.$inferSelect;

/** The account an identity at a provider signs in as. */
export async function findIdentity(
  db: Executor,
  provider: string,
  subject: string,
): Promise<IdentityRow | undefined> {
  const [row] = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
  return row;
}

export async function insertIdentity(
  db: Executor,
  identity: { userId: string; provider: string; subject: string; email: string },
): Promise<IdentityRow> {
  const [row] = await db
    .insert(userIdentities)
    .values({ ...identity, lastUsedAt: sql`now()` })
    .returning();
  return row!;
}

export async function touchIdentity(db: Executor, id: string): Promise<void> {
  await db
    .update(userIdentities)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(userIdentities.id, id));
}

export function listIdentities(db: Executor, userId: string): Promise<IdentityRow[]> {
  return db
    .select()
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(asc(userIdentities.createdAt), asc(userIdentities.id));
}

/** Removes one of the user's identities; answers it, or undefined when the user has none of that id. */
export async function deleteIdentity(
  db: Executor,
  userId: string,
  id: string,
): Promise<IdentityRow | undefined> {
  const [row] = await db
    .delete(userIdentities)
    .where(and(eq(userIdentities.id, id), eq(userIdentities.userId, userId)))
    .returning();
  return row;
}

/** The e-mail domains whose first sign-in through `provider` may create a student account. */
export async function signupDomains(db: Executor, provider: string): Promise<string[]> {
  const [row] = await db
    .select({ domains: signInSettings.signupDomains })
    .from(signInSettings)
    .where(eq(signInSettings.id, SETTINGS_ID));
  return (row?.domains[provider] ?? []).map((d) => d.toLowerCase());
}
