import { USER_TEXT } from '@atelier/contract/users';
import { describe, expect, it } from 'vitest';
import {
  HOSTILE_VALUES,
  outbox,
  resetTokenFrom,
  signIn,
  useTestApp,
  withOtherInstance,
  type SignedIn,
} from '../../../test/helpers';

const ctx = useTestApp();

const create = (admin: SignedIn, body: object) =>
  admin.inject({ method: 'POST', url: '/api/users', payload: body });

describe('GET /api/users', () => {
  it('lists, searches, filters and pages users with role, status and last login', async () => {
    const admin = await signIn(ctx, 'admin', { name: 'Ada Admin' });
    await signIn(ctx, 'student', { name: 'Sam Student' });
    await signIn(ctx, 'smartLABS', { name: 'Lab Member' });
    const all = (await admin.inject({ method: 'GET', url: '/api/users' })).json();
    expect(all.total).toBe(3);
    expect(all.items[0]).toMatchObject({
      name: 'Lab Member',
      role: 'smartLABS',
      status: 'active',
      invitePending: false,
    });
    expect(all.items.find((u: { name: string }) => u.name === 'Ada Admin').lastLoginAt).toEqual(
      expect.any(String),
    );
    expect(
      (await admin.inject({ method: 'GET', url: '/api/users?q=sam' }))
        .json()
        .items.map((u: { name: string }) => u.name),
    ).toEqual(['Sam Student']);
    expect((await admin.inject({ method: 'GET', url: '/api/users?role=admin' })).json().total).toBe(1);
    const second = (await admin.inject({ method: 'GET', url: '/api/users?limit=2&page=2' })).json();
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    // The same rows by cursor: the first page's nextCursor starts the second.
    const first = (await admin.inject({ method: 'GET', url: '/api/users?limit=2' })).json();
    const next = (
      await admin.inject({ method: 'GET', url: `/api/users?limit=2&cursor=${first.nextCursor}` })
    ).json();
    expect(next.items).toEqual(second.items);
    for (const q of [
      '?role=teacher',
      '?status=gone',
      '?page=0',
      '?limit=1000',
      '?page=1&cursor=x',
      '?cursor=garbage',
    ]) {
      expect((await admin.inject({ method: 'GET', url: `/api/users${q}` })).statusCode, q).toBe(400);
    }
  });

  it('is for admins only', async () => {
    for (const role of ['student', 'smartLABS'] as const) {
      const who = await signIn(ctx, role);
      expect((await who.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });
});

describe('POST /api/users', () => {
  it('creates a user of any role with an invitation, no password typed by the admin', async () => {
    const admin = await signIn(ctx, 'admin');
    const res = await create(admin, { name: 'New Lab', email: 'New.Lab@Example.test', role: 'smartLABS' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: USER_TEXT.created,
      inviteSent: true,
      user: { email: 'new.lab@example.test', role: 'smartLABS', invitePending: true, lastLoginAt: null },
    });
    const mail = outbox(ctx)
      .at(-1)!
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    // The page the link opens words it as an invitation (a reset link has no such mark).
    expect(mail).toMatch(/\/reset-password\/[A-Za-z0-9_-]+\?invite=1/);
    const token = resetTokenFrom(outbox(ctx).at(-1)!);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'chosen-password' },
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'new.lab@example.test', password: 'chosen-password', role: 'smartLABS' },
    });
    expect(login.statusCode).toBe(200);
    const listed = (await admin.inject({ method: 'GET', url: '/api/users?q=new.lab' })).json().items[0];
    expect(listed.invitePending).toBe(false);
  });

  it('refuses a taken e-mail with 409, bad input with 400, and a student with 403', async () => {
    const admin = await signIn(ctx, 'admin');
    const taken = await create(admin, {
      name: 'Again',
      email: admin.user.email.toUpperCase(),
      role: 'student',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: USER_TEXT.emailTaken, code: 'users.emailTaken' });
    for (const body of [
      {},
      { name: 'X', email: 'bad', role: 'student' },
      { name: 'X', email: 'x@y.test', role: 'root' },
      ...HOSTILE_VALUES.map((name) => ({ name, email: 'h@y.test', role: 'student' })),
    ]) {
      expect((await create(admin, body)).statusCode).toBe(400);
    }
    const student = await signIn(ctx, 'student');
    expect((await create(student, { name: 'X', email: 'x@y.test', role: 'admin' })).statusCode).toBe(403);
  });
});

describe('changing role, deactivating and reactivating', () => {
  it('ends every session of a deactivated user at once, in every process, and refuses their login', async () => {
    const admin = await signIn(ctx, 'admin');
    const student = await signIn(ctx, 'student');
    await withOtherInstance(ctx, async (other) => {
      const validate = (app = ctx.app) =>
        app.inject({
          method: 'GET',
          url: '/api/auth/validate-token',
          headers: { authorization: `Bearer ${student.token}` },
        });
      expect((await validate(other)).statusCode).toBe(200);
      const res = await admin.inject({ method: 'POST', url: `/api/users/${student.user._id}/deactivate` });
      expect(res.json()).toMatchObject({ message: USER_TEXT.deactivated, user: { status: 'deactivated' } });
      expect((await validate()).statusCode).toBe(401);
      let status = 200;
      for (let i = 0; i < 50 && status === 200; i++) {
        status = (await validate(other)).statusCode;
        if (status === 200) await new Promise((r) => setTimeout(r, 20));
      }
      expect(status).toBe(401);
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: student.user.email, password: student.password, role: 'student' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ msg: USER_TEXT.deactivatedLogin, code: 'auth.deactivated' });

    await admin.inject({ method: 'POST', url: `/api/users/${student.user._id}/reactivate` });
    const back = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: student.user.email, password: student.password, role: 'student' },
    });
    expect(back.statusCode).toBe(200);
  });

  it('changes a role and ends the sessions that carried the old one', async () => {
    const admin = await signIn(ctx, 'admin');
    const student = await signIn(ctx, 'student');
    const res = await admin.inject({
      method: 'PATCH',
      url: `/api/users/${student.user._id}/role`,
      payload: { role: 'smartLABS' },
    });
    expect(res.json()).toMatchObject({ message: USER_TEXT.roleChanged, user: { role: 'smartLABS' } });
    expect((await student.inject({ method: 'GET', url: '/api/auth/validate-token' })).statusCode).toBe(401);
  });

  it('never lets an admin deactivate or demote themselves, nor remove the last active admin', async () => {
    const admin = await signIn(ctx, 'admin');
    for (const request of [
      { method: 'POST' as const, url: `/api/users/${admin.user._id}/deactivate` },
      { method: 'PATCH' as const, url: `/api/users/${admin.user._id}/role`, payload: { role: 'student' } },
    ]) {
      const res = await admin.inject(request);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: USER_TEXT.notYourself, code: 'users.notYourself' });
    }
  });

  it('keeps one active admin when two admins deactivate each other at the same moment', async () => {
    const a = await signIn(ctx, 'admin');
    const b = await signIn(ctx, 'admin');
    const results = await Promise.all([
      a.inject({ method: 'POST', url: `/api/users/${b.user._id}/deactivate` }),
      b.inject({ method: 'POST', url: `/api/users/${a.user._id}/deactivate` }),
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const refused = results.find((r) => r.statusCode === 409);
    if (refused) expect(refused.json()).toEqual({ message: USER_TEXT.lastAdmin, code: 'users.lastAdmin' });
    const admins = await ctx.app.inject({
      method: 'GET',
      url: '/api/users?role=admin&status=active',
      headers: {
        authorization: `Bearer ${results[0]!.statusCode === 200 ? a.token : b.token}`,
      },
    });
    expect(admins.json().total).toBe(1);
  });
});

describe('POST /api/users/:id/resend-invite', () => {
  it('sends a new link (ending the old one) while the user has not chosen a password, then 409', async () => {
    const admin = await signIn(ctx, 'admin');
    const created = (
      await create(admin, { name: 'Late', email: 'late@example.test', role: 'student' })
    ).json();
    const firstToken = resetTokenFrom(outbox(ctx).at(-1)!);
    const again = await admin.inject({ method: 'POST', url: `/api/users/${created.user._id}/resend-invite` });
    expect(again.json()).toMatchObject({ message: USER_TEXT.inviteSent, inviteSent: true });
    const secondToken = resetTokenFrom(outbox(ctx).at(-1)!);
    const reset = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: 'finally-mine' },
      });
    expect((await reset(firstToken)).statusCode).toBe(400);
    expect((await reset(secondToken)).statusCode).toBe(200);
    const done = await admin.inject({ method: 'POST', url: `/api/users/${created.user._id}/resend-invite` });
    expect(done.statusCode).toBe(409);
    expect(done.json()).toEqual({ message: USER_TEXT.alreadyActive, code: 'users.alreadyActive' });
  });
});

describe('POST /api/users/:id/sessions/end', () => {
  it('ends every session of the user at once (cached ones too) and says how many', async () => {
    const admin = await signIn(ctx, 'admin');
    const student = await signIn(ctx, 'student');
    const second = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: student.user.email, password: student.password, role: 'student' },
      })
    ).json().token as string;
    const validate = (token: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/auth/validate-token',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await validate(student.token)).statusCode).toBe(200);
    expect((await validate(second)).statusCode).toBe(200);

    const res = await admin.inject({ method: 'POST', url: `/api/users/${student.user._id}/sessions/end` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: USER_TEXT.sessionsEnded(2), ended: 2 });
    expect((await validate(student.token)).statusCode).toBe(401);
    expect((await validate(second)).statusCode).toBe(401);
    expect((await validate(admin.token)).statusCode).toBe(200);

    const again = await admin.inject({ method: 'POST', url: `/api/users/${student.user._id}/sessions/end` });
    expect(again.json()).toEqual({ message: USER_TEXT.sessionsEnded(0), ended: 0 });
  });

  it('refuses a non-admin with 403, an unknown user with 404 and a malformed id with 400', async () => {
    const admin = await signIn(ctx, 'admin');
    const student = await signIn(ctx, 'student');
    const lab = await signIn(ctx, 'smartLABS');
    for (const caller of [student, lab]) {
      const res = await caller.inject({ method: 'POST', url: `/api/users/${admin.user._id}/sessions/end` });
      expect(res.statusCode).toBe(403);
    }
    expect((await admin.inject({ method: 'GET', url: '/api/auth/validate-token' })).statusCode).toBe(200);
    const unknown = await admin.inject({
      method: 'POST',
      url: '/api/users/00000000-0000-4000-8000-000000000000/sessions/end',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: USER_TEXT.notFound, code: 'users.notFound' });
    expect((await admin.inject({ method: 'POST', url: '/api/users/nope/sessions/end' })).statusCode).toBe(
      400,
    );
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/users/${student.user._id}/sessions/end` }))
        .statusCode,
    ).toBe(401);
  });
});
