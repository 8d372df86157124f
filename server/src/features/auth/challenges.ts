import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authChallenges } from '../../db/schema/sign-in';
import { hashToken, newToken } from '../../lib/tokens';

/** The steps of a sign-in in progress (schema/sign-in.ts › authChallenges). */
export type ChallengeKind =
  | 'second-factor'
  | 'factor-setup'
  | 'passkey-register'
  | 'passkey-sign-in'
  | 'oidc'
  | 'oidc-ticket'
  | 'step-up';

export type ChallengeRow = typeof authChallenges.$inferSelect;

/** Wrong codes one step allows before it ends (ASVS 6.3.1: the user starts again, and is rate limited). */
export const MAX_CHALLENGE_ATTEMPTS = 5;

/** Opens a step; answers its token (only the hash is kept). */
export async function openChallenge(
  db: Executor,
  step: { kind: ChallengeKind; userId: string | null; data?: Record<string, unknown>; ttlMs: number },
): Promise<string> {
  const token = newToken();
  await db.insert(authChallenges).values({
    kind: step.kind,
    tokenHash: hashToken(token),
    userId: step.userId,
    data: step.data ?? {},
    expiresAt: new Date(Date.now() + step.ttlMs),
  });
  return token;
}

/** The open, unexpired step of this kind the token names. */
export async function findChallenge(
  db: Executor,
  kind: ChallengeKind,
  token: string,
): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(authChallenges)
    .where(
      and(
        eq(authChallenges.tokenHash, hashToken(token)),
        eq(authChallenges.kind, kind),
        gt(authChallenges.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/** Uses the step up: answers false when another request took it first (a replay). */
export async function closeChallenge(db: Executor, id: string): Promise<boolean> {
  const gone = await db
    .delete(authChallenges)
    .where(eq(authChallenges.id, id))
    .returning({ id: authChallenges.id });
  return gone.length > 0;
}

/** Counts a wrong code; the step ends at MAX_CHALLENGE_ATTEMPTS. Answers the attempts left. */
export async function failChallengeAttempt(db: Executor, id: string): Promise<number> {
  const [row] = await db
    .update(authChallenges)
    .set({ attempts: sql`${authChallenges.attempts} + 1` })
    .where(eq(authChallenges.id, id))
    .returning({ attempts: authChallenges.attempts });
  const left = MAX_CHALLENGE_ATTEMPTS - (row?.attempts ?? MAX_CHALLENGE_ATTEMPTS);
  if (left <= 0) await closeChallenge(db, id);
  return Math.max(0, left);
}

/** Removes expired steps (the maintenance sweep). */
export async function sweepChallenges(db: Executor): Promise<number> {
  const gone = await db
    .delete(authChallenges)
    .where(lt(authChallenges.expiresAt, sql`now()`))
    .returning({ id: authChallenges.id });
  return gone.length;
}
