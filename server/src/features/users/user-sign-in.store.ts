import type { UserSignIn } from '@atelier/contract/user-sign-in';
import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passkeys, recoveryCodes, totpFactors } from '../../db/schema/sign-in';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The user's second factors, as their admin sees them (no secret leaves); identities: OIDC_API.identities. */
export async function signInOf(db: Executor, userId: string): Promise<UserSignIn> {
  const [totp] = await db
    .select({ userId: totpFactors.userId })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)));
  const [codes] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  const keys = await db
    .select({ name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
  return {
    factors: {
      totp: Boolean(totp),
      recoveryCodesLeft: codes?.left ?? 0,
      passkeys: keys.map((k) => ({
        name: k.name,
        createdAt: k.createdAt.toISOString(),
        lastUsedAt: iso(k.lastUsedAt),
      })),
    },
  };
}

/**
 * Removes the user's authenticator app, recovery codes and passkeys; answers how many of each went
 * (of the recovery codes, those still unused).
 */
export async function deleteFactors(db: Executor, userId: string) {
  const totp = await db
    .delete(totpFactors)
    .where(eq(totpFactors.userId, userId))
    .returning({ id: totpFactors.userId });
  const codes = await db
    .delete(recoveryCodes)
    .where(eq(recoveryCodes.userId, userId))
    .returning({ usedAt: recoveryCodes.usedAt });
  const keys = await db.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
  const unused = codes.filter((c) => !c.usedAt).length;
  return { totp: totp.length, recoveryCodes: unused, passkeys: keys.length };
}
