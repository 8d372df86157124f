import { and, count, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { users } from '../../../db/schema/auth';
import { passkeys, recoveryCodes, signInSettings, totpFactors } from '../../../db/schema/sign-in';

export type TotpRow = typeof totpFactors.$inferSelect;

/**
 * Locks the user's row until the transaction ends (SELECT … FOR UPDATE). Every transaction that
 * removes a factor takes it first: two removals for one user then run one after the other, and the
 * second counts what the first left (the last-factor rule), on PostgreSQL as on PGlite.
 */
export async function lockFactorsOf(tx: Executor, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function findTotp(db: Executor, userId: string): Promise<TotpRow | undefined> {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  return row;
}

/** A new, unconfirmed secret: replaces one still waiting, never a confirmed one. Answers false then. */
export async function putPendingTotp(db: Executor, userId: string, secret: string): Promise<boolean> {
  const rows = await db
    .insert(totpFactors)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secret, lastStep: 0, createdAt: sql`now()` },
      setWhere: isNull(totpFactors.confirmedAt),
    })
    .returning({ userId: totpFactors.userId });
  return rows.length > 0;
}

/**
 * Takes the code of time step `step`: only a later step than the last one taken (a code works once).
 * `confirm` also marks a waiting secret confirmed. Answers false when the step was taken already.
 */
export async function takeTotpStep(
  db: Executor,
  userId: string,
  step: number,
  confirm = false,
): Promise<boolean> {
  const rows = await db
    .update(totpFactors)
    .set(confirm ? { lastStep: step, confirmedAt: sql`now()` } : { lastStep: step })
    .where(and(eq(totpFactors.userId, userId), lt(totpFactors.lastStep, step)))
    .returning({ userId: totpFactors.userId });
  return rows.length > 0;
}

export async function deleteTotp(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .delete(totpFactors)
    .where(eq(totpFactors.userId, userId))
    .returning({ userId: totpFactors.userId });
  return rows.length > 0;
}

/** Replaces the user's recovery codes with these hashes. */
export async function replaceRecoveryCodes(db: Executor, userId: string, hashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (hashes.length) await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

export async function deleteRecoveryCodes(db: Executor, userId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** Uses an unused recovery code up; answers false when it is not the user's or was used. */
export async function useRecoveryCode(db: Executor, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row!.n;
}

export async function countPasskeys(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row!.n;
}

export async function findSettings(db: Executor, id: string) {
  const [row] = await db.select().from(signInSettings).where(eq(signInSettings.id, id));
  return row;
}

export async function saveSettings(
  db: Executor,
  id: string,
  values: { mfaRoles: string[]; signupDomains: Record<string, string[]>; updatedBy: string },
): Promise<void> {
  await db
    .insert(signInSettings)
    .values({ id, ...values })
    .onConflictDoUpdate({ target: signInSettings.id, set: { ...values, updatedAt: sql`now()` } });
}
