import { USER_SIGN_IN_ERRORS, USER_SIGN_IN_TEXT } from '@atelier/contract/user-sign-in';
import { USER_ERRORS } from '@atelier/contract/users';
import { describe, expect, it } from 'vitest';
import { passkeys, recoveryCodes, totpFactors, userIdentities } from '../../db/schema/sign-in';
import { countRows, login, signIn, useTestApp, type SignedIn } from '../../../test/helpers';
import { entriesOf } from '../audit/audit.fixtures';

const ctx = useTestApp();

/** Gives the user an authenticator app, ten recovery codes (two used), two passkeys and a school identity. */
async function withFactors(userId: string) {
  const db = ctx.database.db;
  await db.insert(totpFactors).values({ userId, secret: 'sealed-secret', confirmedAt: new Date() });
  await db.insert(recoveryCodes).values(
    Array.from({ length: 10 }, (_, i) => ({
      userId,
      codeHash: `hash-${userId}-${i}`,
      usedAt: i < 2 ? new Date() : null,
    })),
  );
  await db.insert(passkeys).values([
    { userId, credentialId: `cred-a-${userId}`, publicKey: new Uint8Array([1, 2]), name: 'Laptop' },
    {
      userId,
      credentialId: `cred-b-${userId}`,
      publicKey: new Uint8Array([3]),
      name: 'Phone',
      lastUsedAt: new Date(),
    },
  ]);
  await db
    .insert(userIdentities)
    .values({ userId, provider: 'school', subject: `sub-${userId}`, email: 'x@school.edu' });
}

const signInOf = (admin: SignedIn, id: string) =>
  admin.inject({ method: 'GET', url: `/api/users/${id}/sign-in` });
const reset = (admin: SignedIn, id: string) =>
  admin.inject({ method: 'POST', url: `/api/users/${id}/reset-factors` });

describe('GET /api/users/:id/sign-in', () => {
  it("shows the user's two-factor and passkeys, and no secret (identities are GET /api/users/:id/identities)", async () => {
    const admin = await signIn(ctx, 'admin');
    const staff = await signIn(ctx, 'smartLABS');
    await withFactors(staff.user._id);
    const res = await signInOf(admin, staff.user._id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.factors).toMatchObject({ totp: true, recoveryCodesLeft: 8 });
    expect(body.factors.passkeys).toEqual([
      { name: 'Laptop', createdAt: expect.any(String), lastUsedAt: null },
      { name: 'Phone', createdAt: expect.any(String), lastUsedAt: expect.any(String) },
    ]);
    expect(Object.keys(body)).toEqual(['factors']);
    expect(res.body).not.toMatch(/sealed-secret|cred-a|hash-|sub-|school/);
    const identities = await admin.inject({ method: 'GET', url: `/api/users/${staff.user._id}/identities` });
    expect(identities.json().identities).toEqual([
      expect.objectContaining({ provider: 'school', email: 'x@school.edu', lastUsedAt: null }),
    ]);
    const bare = (await signInOf(admin, admin.user._id)).json();
    expect(bare).toEqual({ factors: { totp: false, recoveryCodesLeft: 0, passkeys: [] } });
  });

  it('answers 404 for an unknown user, 400 for a bad id, 403 to others, 401 to visitors', async () => {
    const admin = await signIn(ctx, 'admin');
    const unknown = await signInOf(admin, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(USER_ERRORS.notFound.code);
    expect((await signInOf(admin, 'nope')).statusCode).toBe(400);
    const student = await signIn(ctx, 'student');
    expect((await signInOf(student, student.user._id)).statusCode).toBe(403);
    const visitor = await ctx.app.inject({ method: 'GET', url: `/api/users/${admin.user._id}/sign-in` });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('POST /api/users/:id/reset-factors', () => {
  it("removes the user's factors, signs them out and logs it with the counts", async () => {
    const admin = await signIn(ctx, 'admin');
    const staff = await signIn(ctx, 'smartLABS');
    await withFactors(staff.user._id);
    await withFactors(admin.user._id);
    const res = await reset(admin, staff.user._id);
    expect(res.statusCode).toBe(200);
    const removed = { totp: 1, recoveryCodes: 8, passkeys: 2, sessions: 1 };
    expect(res.json()).toEqual({ message: USER_SIGN_IN_TEXT.reset(removed), removed });
    expect((await staff.inject({ method: 'GET', url: '/api/auth/validate-token' })).statusCode).toBe(401);
    expect((await signInOf(admin, staff.user._id)).json().factors).toEqual({
      totp: false,
      recoveryCodesLeft: 0,
      passkeys: [],
    });
    // The admin's own factors and the staff member's identity stay.
    expect(await countRows(ctx, 'passkeys')).toBe(2);
    expect(await countRows(ctx, 'totp_factors')).toBe(1);
    expect(await countRows(ctx, 'user_identities')).toBe(2);
    const [entry] = await entriesOf(ctx, 'factors-reset');
    expect(entry).toMatchObject({
      actorId: admin.user._id,
      userId: staff.user._id,
      email: staff.user.email,
      detail: removed,
    });
    // Again: nothing left to remove; they can still sign in with their password.
    await login(ctx, staff);
    const again = (await reset(admin, staff.user._id)).json();
    expect(again.message).toBe(
      USER_SIGN_IN_TEXT.reset({ totp: 0, recoveryCodes: 0, passkeys: 0, sessions: 1 }),
    );
  });

  it("refuses an admin's own reset with 409 and changes nothing", async () => {
    const admin = await signIn(ctx, 'admin');
    await withFactors(admin.user._id);
    const res = await reset(admin, admin.user._id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(USER_SIGN_IN_ERRORS.resetOwn.code);
    expect(await countRows(ctx, 'passkeys')).toBe(2);
    expect(await countRows(ctx, 'recovery_codes')).toBe(10);
    expect(await countRows(ctx, 'totp_factors')).toBe(1);
    expect(await entriesOf(ctx, 'factors-reset')).toEqual([]);
    expect((await admin.inject({ method: 'GET', url: '/api/auth/validate-token' })).statusCode).toBe(200);
  });

  it('answers 404, 400, 403 and 401 and removes nothing', async () => {
    const admin = await signIn(ctx, 'admin');
    const staff = await signIn(ctx, 'smartLABS');
    await withFactors(staff.user._id);
    expect((await reset(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await reset(admin, 'x')).statusCode).toBe(400);
    const student = await signIn(ctx, 'student');
    expect((await reset(student, staff.user._id)).statusCode).toBe(403);
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${staff.user._id}/reset-factors`,
    });
    expect(visitor.statusCode).toBe(401);
    expect(await countRows(ctx, 'passkeys')).toBe(2);
    expect(await entriesOf(ctx, 'factors-reset')).toEqual([]);
  });
});

describe('GET /api/users/:id', () => {
  it('answers one user to admins, 404 for an unknown one', async () => {
    const admin = await signIn(ctx, 'admin');
    const sam = await signIn(ctx, 'student', { name: 'Sam Student' });
    const res = await admin.inject({ method: 'GET', url: `/api/users/${sam.user._id}` });
    expect(res.json()).toMatchObject({
      _id: sam.user._id,
      name: 'Sam Student',
      role: 'student',
      status: 'active',
    });
    const unknown = await admin.inject({
      method: 'GET',
      url: '/api/users/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await sam.inject({ method: 'GET', url: `/api/users/${sam.user._id}` })).statusCode).toBe(403);
  });
});
