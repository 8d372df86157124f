import { describe, expect, it } from 'vitest';
import { countRows, createUser, signIn } from '../../../../test/helpers';
import { auditOf, ok, passwordStep, useFactorsApp } from './factors.fixtures';

// Nobody must use two-factor by default here, so an admin signs in with a password alone.
const ctx = useFactorsApp({ SIGN_IN_MFA_ROLES: 'none' });
const URL = '/api/admin/sign-in-settings';

describe('GET /api/admin/sign-in-settings', () => {
  it('answers the configured default until saved', async () => {
    const admin = await signIn(ctx, 'admin');
    expect(ok(await admin.inject({ method: 'GET', url: URL }))).toEqual({ mfaRoles: [], signupDomains: {} });
  });

  it('refuses students and smartLABS with 403, no session with 401', async () => {
    for (const role of ['student', 'smartLABS'] as const) {
      const who = await signIn(ctx, role);
      expect((await who.inject({ method: 'GET', url: URL })).statusCode).toBe(403);
      const put = await who.inject({ method: 'PUT', url: URL, payload: { mfaRoles: [], signupDomains: {} } });
      expect(put.statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect(await countRows(ctx, 'sign_in_settings')).toBe(0);
  });
});

describe('PUT /api/admin/sign-in-settings', () => {
  it('saves the roles and domains (lower-cased, once each), records it, and sign-in follows them', async () => {
    const admin = await signIn(ctx, 'admin');
    const saved = ok(
      await admin.inject({
        method: 'PUT',
        url: URL,
        payload: {
          mfaRoles: ['admin', 'smartLABS', 'admin'],
          signupDomains: { school: ['School.EDU', 'school.edu', 'pupils.school.edu'] },
        },
      }),
    );
    const expected = {
      mfaRoles: ['admin', 'smartLABS'],
      signupDomains: { school: ['school.edu', 'pupils.school.edu'] },
    };
    expect(saved).toEqual(expected);
    expect(ok(await admin.inject({ method: 'GET', url: URL }))).toEqual(expected);
    const [entry] = await auditOf(ctx, 'sign-in-settings-changed');
    expect(entry!.detail).toEqual({ before: { mfaRoles: [], signupDomains: {} }, after: expected });
    const cohort = await createUser(ctx, { role: 'smartLABS' });
    expect(ok(await passwordStep(ctx, cohort))).toMatchObject({ next: 'factor-setup' });
  });

  it('refuses unknown roles, bad domains and provider ids with 400 and saves nothing', async () => {
    const admin = await signIn(ctx, 'admin');
    for (const payload of [
      { mfaRoles: ['teacher'], signupDomains: {} },
      { mfaRoles: [], signupDomains: { school: ['not a domain'] } },
      { mfaRoles: [], signupDomains: { school: ['@school.edu'] } },
      { mfaRoles: [], signupDomains: { 'Bad Provider!': ['school.edu'] } },
      { mfaRoles: [], signupDomains: { school: 'school.edu' } },
      { mfaRoles: 'admin', signupDomains: {} },
      {},
    ]) {
      const res = await admin.inject({ method: 'PUT', url: URL, payload });
      expect([res.statusCode, res.json().code], JSON.stringify(payload)).toEqual([400, 'common.invalid']);
    }
    expect(await countRows(ctx, 'sign_in_settings')).toBe(0);
    expect(await auditOf(ctx, 'sign-in-settings-changed')).toHaveLength(0);
  });
});
