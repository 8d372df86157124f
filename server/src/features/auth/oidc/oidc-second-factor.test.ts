import { describe, expect, it } from 'vitest';
import { auditOf, ok, secondFactor, useFactorsApp, userWithTotp } from '../factors/factors.fixtures';
import { codeAt } from '../factors/totp';
import { SCHOOL_CALLBACK, schoolSignIn, ticketOf, useSchoolProvider } from './oidc-sign-in.fixtures';

const env: Record<string, string> = { SIGN_IN_MFA_ROLES: 'none' };
const ctx = useFactorsApp(env);
const idp = useSchoolProvider(env);

const { roundTrip, finish } = schoolSignIn(ctx, idp, SCHOOL_CALLBACK);

describe('a school sign-in of an account with an authenticator app', () => {
  it("asks for the app's code before the session, and records both methods", async () => {
    const { who, secret } = await userWithTotp(ctx);
    idp().accounts.set('t-1', { email: who.user.email, email_verified: true });
    const step = ok<{ next: string; challenge: string; methods: string[] }>(
      await finish(ticketOf((await roundTrip('t-1')).location)!),
    );
    expect(step).toMatchObject({ next: 'second-factor', methods: ['totp', 'recovery'] });
    const signedIn = ok<{ user: { _id: string } }>(
      await secondFactor(ctx, step.challenge, 'totp', codeAt(secret, ctx.clock)),
    );
    expect(signedIn.user._id).toBe(who.user._id);
    const signIns = await auditOf(ctx, 'sign-in');
    expect(signIns.at(-1)).toMatchObject({
      user_id: who.user._id,
      method: expect.stringMatching(/^oidc:school\+totp/),
    });
  });
});
