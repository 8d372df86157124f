import type { Role } from '@atelier/contract/roles';
import { insertSession } from '../server/src/features/auth/auth.store';
import type { Db } from '../server/src/db/client';
import { users } from '../server/src/db/schema/auth';
import { hashToken, newToken } from '../server/src/lib/tokens';

/** No password logs these users in: the bench holds their session tokens (argon2 would take minutes). */
const UNUSABLE_HASH = '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hzYWx0$bm90LWEtcmVhbC1oYXNo';

/** `count` users of `role`, each with a session, made on the database before the server starts. */
export async function signedInUsers(
  db: Db,
  role: Role,
  count: number,
  prefix: string,
): Promise<{ userId: string; token: string }[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `${prefix}-${i}@example.test`,
        name: `${prefix} ${i}`,
        role,
        passwordHash: UNUSABLE_HASH,
      })),
    )
    .returning({ id: users.id });
  const made: { userId: string; token: string }[] = [];
  for (const row of rows) {
    const token = newToken();
    await insertSession(db, {
      userId: row.id,
      tokenHash: hashToken(token),
      remember: true,
      expiresAt: new Date(Date.now() + 24 * 3600_000),
      userAgent: 'atelier-bench',
      ip: '127.0.0.1',
    });
    made.push({ userId: row.id, token });
  }
  return made;
}
