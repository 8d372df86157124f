import { OIDC_ERRORS } from '@atelier/contract/oidc';
import { USER_ERRORS } from '@atelier/contract/users';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents } from '../../../db/schema/sign-in';
import { countRows, createUser, signIn, useTestApp, type SignedIn } from '../../../../test/helpers';
import * as store from './oidc.store';

const ctx = useTestApp({
  OIDC_PROVIDERS: 'school',
  OIDC_SCHOOL_ISSUER: 'https://login.springfield.edu',
  OIDC_SCHOOL_CLIENT_ID: 'atelier',
  OIDC_SCHOOL_CLIENT_SECRET: 'not-used-here',
  OIDC_SCHOOL_NAME: 'Springfield School',
});

let admin: SignedIn;
let userId: string;
let identityId: string;

beforeEach(async () => {
  admin = await signIn(ctx, 'admin');
  userId = (await createUser(ctx, { email: 'kim@springfield.edu' })).user._id;
  // The world as a first sign-in leaves it (oidc.test.ts proves the linking itself).
  const linked = await store.insertIdentity(ctx.database.db, {
    userId,
    provider: 'school',
    subject: 'kim-1',
    email: 'kim@springfield.edu',
  });
  await store.insertIdentity(ctx.database.db, {
    userId,
    provider: 'gone',
    subject: 'k',
    email: 'kim@old.edu',
  });
  identityId = linked.id;
});

describe('GET /api/users/:id/identities', () => {
  it("lists the user's linked identities with the provider's name", async () => {
    const res = await admin.inject({ method: 'GET', url: `/api/users/${userId}/identities` });
    expect(res.statusCode).toBe(200);
    expect(res.json().identities).toMatchObject([
      {
        id: identityId,
        provider: 'school',
        providerName: 'Springfield School',
        subject: 'kim-1',
        email: 'kim@springfield.edu',
      },
      { provider: 'gone', providerName: 'gone' },
    ]);
  });

  it('refuses anyone but an admin, and answers 404 for an unknown user', async () => {
    for (const role of ['student', 'smartLABS'] as const) {
      const other = await signIn(ctx, role);
      const res = await other.inject({ method: 'GET', url: `/api/users/${userId}/identities` });
      expect(res.statusCode, role).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/api/users/${userId}/identities` })).statusCode).toBe(
      401,
    );
    const res = await admin.inject({ method: 'GET', url: `/api/users/${crypto.randomUUID()}/identities` });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(USER_ERRORS.notFound.code);
  });
});

describe('DELETE /api/users/:id/identities/:identityId', () => {
  it('removes the identity and audits who did it', async () => {
    const res = await admin.inject({
      method: 'DELETE',
      url: `/api/users/${userId}/identities/${identityId}`,
    });
    expect(res.statusCode).toBe(200);
    expect(await countRows(ctx, 'user_identities')).toBe(1);
    const [entry] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'identity-removed'));
    expect(entry).toMatchObject({
      actorId: admin.user._id,
      userId,
      method: 'oidc:school',
      email: 'kim@springfield.edu',
    });
  });

  it("refuses a student, and another user's or an unknown identity with 404, removing nothing", async () => {
    const student = await signIn(ctx, 'student');
    const refused = await student.inject({
      method: 'DELETE',
      url: `/api/users/${userId}/identities/${identityId}`,
    });
    expect(refused.statusCode).toBe(403);
    for (const url of [
      `/api/users/${admin.user._id}/identities/${identityId}`,
      `/api/users/${userId}/identities/${crypto.randomUUID()}`,
    ]) {
      const res = await admin.inject({ method: 'DELETE', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe(OIDC_ERRORS.identityNotFound.code);
    }
    const bad = await admin.inject({ method: 'DELETE', url: `/api/users/${userId}/identities/not-an-id` });
    expect(bad.statusCode).toBe(400);
    expect(await countRows(ctx, 'user_identities')).toBe(2);
    const removals = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'identity-removed'));
    expect(removals).toEqual([]);
  });
});
