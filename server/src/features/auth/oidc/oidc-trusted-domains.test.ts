import { OIDC_ERRORS } from '@atelier/contract/oidc';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, signInSettings } from '../../../db/schema/sign-in';
import { countRows, createUser, useTestApp } from '../../../../test/helpers';
import { vouchFor } from './oidc.client';
import { SCHOOL_CALLBACK, schoolSignIn, ticketOf, useSchoolProvider } from './oidc-sign-in.fixtures';

// A provider whose tokens carry no `email_verified` (as Microsoft Entra ID's), trusted for one domain.
const env: Record<string, string> = {};
const ctx = useTestApp(env);
const idp = useSchoolProvider(env, { OIDC_SCHOOL_TRUSTED_EMAIL_DOMAINS: 'springfield.edu' });
beforeEach(() => idp().accounts.clear());

const { roundTrip, finish } = schoolSignIn(ctx, idp, SCHOOL_CALLBACK);
const audited = (action: string) =>
  ctx.database.db.select().from(auditEvents).where(eq(auditEvents.action, action));

describe('vouchFor', () => {
  const trusted = { trustedEmailDomains: ['springfield.edu'] };
  it("takes the provider's word, else the trusted domain's when the provider said nothing", () => {
    expect(vouchFor('a@elsewhere.org', true, trusted)).toBe('provider');
    expect(vouchFor('a@springfield.edu', undefined, trusted)).toBe('trusted-domain');
    expect(vouchFor('a@springfield.edu', false, trusted)).toBeNull();
    expect(vouchFor('a@springfield.edu', 'true', trusted)).toBeNull();
    expect(vouchFor('a@elsewhere.org', undefined, trusted)).toBeNull();
    expect(vouchFor('a@sub.springfield.edu', undefined, trusted)).toBeNull();
    expect(vouchFor('a@evilspringfield.edu', undefined, trusted)).toBeNull();
    expect(vouchFor('springfield.edu', undefined, trusted)).toBeNull();
    expect(vouchFor('', true, trusted)).toBeNull();
    expect(vouchFor('a@springfield.edu', undefined, { trustedEmailDomains: [] })).toBeNull();
  });
});

describe('sign-in through a provider trusted for springfield.edu', () => {
  it('links the account with that e-mail though the token says nothing of its verification', async () => {
    const { user } = await createUser(ctx, { email: 'ada@springfield.edu' });
    idp().accounts.set('ada-1', { email: 'ada@springfield.edu', name: 'Ada' });
    const res = await finish(ticketOf((await roundTrip('ada-1')).location)!);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ _id: user._id });
    expect(await audited('identity-linked')).toMatchObject([
      { userId: user._id, detail: { provider: 'school', emailVouchedBy: 'trusted-domain' } },
    ]);
  });

  it('creates a student account there when sign-up is open for the domain', async () => {
    await ctx.database.db
      .insert(signInSettings)
      .values({ id: 'school', signupDomains: { school: ['springfield.edu'] } });
    idp().accounts.set('cy-1', { email: 'cy@springfield.edu', name: 'Cy Young' });
    const res = await finish(ticketOf((await roundTrip('cy-1')).location)!);
    expect(res.json().user).toMatchObject({ email: 'cy@springfield.edu', role: 'student' });
  });

  it('refuses an address at another domain, and one the provider says is not verified', async () => {
    const users = await countRows(ctx, 'users');
    await createUser(ctx, { email: 'dee@shelbyville.edu' });
    await createUser(ctx, { email: 'eve@springfield.edu' });
    idp().accounts.set('dee-1', { email: 'dee@shelbyville.edu' });
    idp().accounts.set('eve-1', { email: 'eve@springfield.edu', email_verified: false });
    for (const login of ['dee-1', 'eve-1']) {
      const { location } = await roundTrip(login);
      expect(location, login).toBe(`/login?sso=${OIDC_ERRORS.emailUnverified.code}`);
    }
    expect(await countRows(ctx, 'user_identities')).toBe(0);
    expect(await countRows(ctx, 'sessions')).toBe(0);
    expect(await countRows(ctx, 'users')).toBe(users + 2);
    expect((await audited('sign-in-failed')).map((f) => f.detail.reason)).toEqual([
      'email-unverified',
      'email-unverified',
    ]);
  });
});
