import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from './client';
import { appSecrets } from './schema/secrets';

/** The named secret, made (32 random bytes) by whichever process asks first. */
export async function loadSecret(db: Executor, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  return row!.value;
}

/**
 * The named secret, read when first needed (so a server whose database is down still starts and
 * says so) and then kept; a failed read is not kept, so the next call tries again.
 */
export function lazySecret(db: Executor, name: string): () => Promise<string> {
  let secret: Promise<string> | undefined;
  return () => {
    secret ??= loadSecret(db, name).catch((err: unknown) => {
      secret = undefined;
      throw err;
    });
    return secret;
  };
}
