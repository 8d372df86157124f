import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { passkeys } from '../../../db/schema/sign-in';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type NewPasskey = typeof passkeys.$inferInsert;

export async function listPasskeys(db: Executor, userId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
}

export async function findByCredentialId(
  db: Executor,
  credentialId: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

/** The owner's passkey `id`; another's is not found. */
export async function findOwnPasskey(
  db: Executor,
  userId: string,
  id: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
  return row;
}

/** Answers the row, or undefined when the credential is registered already (a race or a second try). */
export async function insertPasskey(db: Executor, row: NewPasskey): Promise<PasskeyRow | undefined> {
  const [made] = await db.insert(passkeys).values(row).onConflictDoNothing().returning();
  return made;
}

export async function renamePasskey(
  db: Executor,
  userId: string,
  id: string,
  name: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row;
}

export async function deletePasskey(db: Executor, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return gone.length > 0;
}

/**
 * Records an accepted assertion: the new counter, the backup state, the time. Only while the counter
 * is still the one the assertion was checked against: a parallel use of the same counter loses.
 */
export async function markUsed(
  db: Executor,
  row: PasskeyRow,
  use: { counter: number; backedUp: boolean },
): Promise<boolean> {
  const done = await db
    .update(passkeys)
    .set({ counter: use.counter, backedUp: use.backedUp, lastUsedAt: sql`now()` })
    .where(and(eq(passkeys.id, row.id), eq(passkeys.counter, row.counter)))
    .returning({ id: passkeys.id });
  return done.length > 0;
}
