import { PASSKEY_ERRORS } from '@atelier/contract/passkeys';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { FACTORS_ERRORS } from '@atelier/contract/factors';
import type { Role } from '@atelier/contract/roles';
import { signInSettings } from '../../../db/schema/sign-in';
import { countRows, createUser, signIn, useTestApp, type SignedIn } from '../../../../test/helpers';
import { stepUpToken, withStepUp } from '../factors/factors.fixtures';
import { openChallenge, type ChallengeKind } from '../challenges';
import { assert, attest, newSoftKey, TEST_RP, type SoftKey } from './passkeys.fixtures';
import recorded from './passkeys.recorded.json';

const ctx = useTestApp();

/** A new user of `role`, signed in with a password and stepped up: their calls carry `X-Step-Up`. */
async function steppedUp(role: Role): Promise<SignedIn> {
  const who = await signIn(ctx, role);
  const headers = withStepUp(await stepUpToken(who));
  return { ...who, inject: (o) => who.inject({ ...o, headers: { ...o.headers, ...headers } }) };
}

/** The school's settings say admins must use two-factor sign-in. */
const adminsNeedTwoFactor = () =>
  ctx.database.db.insert(signInSettings).values({ id: 'school', mfaRoles: ['admin'] });

const post = (url: string, payload: object = {}) => ctx.app.inject({ method: 'POST', url, payload });

/** A step as the options routes open it, for a recorded answer's fixed challenge. */
const plant = (kind: ChallengeKind, userId: string | null, webauthn: string, ttlMs = 60_000) =>
  openChallenge(ctx.app.db, { kind, userId, data: { webauthn }, ttlMs });

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const audit = (action: string) =>
  rows<{ method: string; reason: string | null; user_id: string | null }>(
    sql`SELECT method, detail->>'reason' AS reason, user_id FROM audit_events WHERE action = ${action} ORDER BY at`,
  );
const counterOf = async (credentialId: string) =>
  (
    await rows<{ counter: number }>(sql`SELECT counter FROM passkeys WHERE credential_id = ${credentialId}`)
  )[0]?.counter;

/** Registers the recorded passkey for `who` (its fixed challenge planted as the register step). */
async function registerRecorded(who: SignedIn) {
  const challenge = await plant('passkey-register', who.user._id, recorded.registration.challenge);
  const res = await who.inject({
    method: 'POST',
    url: '/api/auth/passkeys/register/verify',
    payload: { challenge, name: 'Laptop', response: recorded.registration.response },
  });
  expect(res.statusCode).toBe(200);
  return res.json().passkey as { id: string };
}

/** Registers a fresh software key through the options route, as a browser would. */
async function registerLive(who: SignedIn, key: SoftKey, name = 'Phone') {
  const opened = await who.inject({ method: 'POST', url: '/api/auth/passkeys/register/options' });
  expect(opened.statusCode).toBe(200);
  const { challenge, options } = opened.json();
  key.userHandle = options.user.id; // the authenticator keeps the account's handle with the key
  const response = attest(key, { ...TEST_RP, challenge: options.challenge });
  return who.inject({
    method: 'POST',
    url: '/api/auth/passkeys/register/verify',
    payload: { challenge, name, response },
  });
}

type Assertion = (typeof recorded)['signIn1']['response'];

/**
 * A recorded assertion as the authenticator gives it for the credential it keeps for `userId`: its
 * user handle is that account's (the handle is not signed; the recording's is a random one).
 */
const heldFor = (response: Assertion, userId: string): Assertion => ({
  ...response,
  response: { ...response.response, userHandle: Buffer.from(userId, 'utf8').toString('base64url') },
});

/** Signs in with a recorded assertion; `owner` is the account the recorded credential is registered to. */
async function signInRecorded(answer: { challenge: string; response: Assertion }, owner?: SignedIn) {
  const challenge = await plant('passkey-sign-in', null, answer.challenge);
  const response = owner ? heldFor(answer.response, owner.user._id) : answer.response;
  return post('/api/auth/passkeys/sign-in/verify', { challenge, response });
}

describe('POST /api/auth/passkeys/register/options and /verify', () => {
  let student: SignedIn;
  beforeEach(async () => {
    student = await steppedUp('student');
  });

  it('adds a discoverable, user-verified passkey named by its owner, lists it and audits it', async () => {
    const opened = await student.inject({ method: 'POST', url: '/api/auth/passkeys/register/options' });
    expect(opened.json().options).toMatchObject({
      rp: { id: 'atelier.test' },
      user: { name: student.user.email },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const res = await registerLive(student, newSoftKey(), 'Laptop');
    expect(res.statusCode).toBe(200);
    expect(res.json().passkey).toMatchObject({ name: 'Laptop', lastUsedAt: null, synced: false });
    const list = await student.inject({ method: 'GET', url: '/api/auth/passkeys' });
    expect(list.json().passkeys).toEqual([res.json().passkey]);
    expect(JSON.stringify(list.json())).not.toMatch(/credential|publicKey/i);
    expect(await audit('passkey-added')).toEqual([
      { method: 'passkey', reason: null, user_id: student.user._id },
    ]);
  });

  it('accepts the recorded attestation through the real checks', async () => {
    await registerRecorded(student);
    expect(await counterOf(recorded.credentialId)).toBe(0);
  });

  it('refuses an attestation made for another origin, storing nothing', async () => {
    const challenge = await plant(
      'passkey-register',
      student.user._id,
      recorded.otherOriginRegistration.challenge,
    );
    const res = await student.inject({
      method: 'POST',
      url: '/api/auth/passkeys/register/verify',
      payload: { challenge, name: 'Evil', response: recorded.otherOriginRegistration.response },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: PASSKEY_ERRORS.notVerified.code,
      msg: PASSKEY_ERRORS.notVerified.message,
    });
    expect(await countRows(ctx, 'passkeys')).toBe(0);
    expect(await audit('passkey-added')).toEqual([]);
  });

  it("refuses another user's step, an expired step and a step used once already", async () => {
    const other = await steppedUp('student');
    const verify = (who: SignedIn, challenge: string) =>
      who.inject({
        method: 'POST',
        url: '/api/auth/passkeys/register/verify',
        payload: { challenge, name: 'Laptop', response: recorded.registration.response },
      });
    const theirs = await plant('passkey-register', other.user._id, recorded.registration.challenge);
    expect((await verify(student, theirs)).json().code).toBe(PASSKEY_ERRORS.stepExpired.code);
    const expired = await plant('passkey-register', student.user._id, recorded.registration.challenge, -1000);
    expect((await verify(student, expired)).json().code).toBe(PASSKEY_ERRORS.stepExpired.code);
    expect(await countRows(ctx, 'passkeys')).toBe(0);

    const once = await plant('passkey-register', student.user._id, recorded.registration.challenge);
    expect((await verify(student, once)).statusCode).toBe(200);
    const again = await verify(student, once);
    expect([again.statusCode, again.json().code]).toEqual([400, PASSKEY_ERRORS.stepExpired.code]);
    const twice = await verify(
      student,
      await plant('passkey-register', student.user._id, recorded.registration.challenge),
    );
    expect([twice.statusCode, twice.json().code]).toEqual([409, PASSKEY_ERRORS.alreadyRegistered.code]);
    expect(await countRows(ctx, 'passkeys')).toBe(1);
  });

  it('refuses a missing name and someone not signed in', async () => {
    const challenge = await plant('passkey-register', student.user._id, recorded.registration.challenge);
    const res = await student.inject({
      method: 'POST',
      url: '/api/auth/passkeys/register/verify',
      payload: { challenge, name: '  ', response: recorded.registration.response },
    });
    expect([res.statusCode, res.json().code]).toEqual([400, 'common.invalid']);
    expect((await post('/api/auth/passkeys/register/options')).statusCode).toBe(401);
    expect(await countRows(ctx, 'passkeys')).toBe(0);
  });
});

describe('POST /api/auth/passkeys/sign-in/options and /verify', () => {
  it('signs in with a discoverable passkey (no e-mail typed) as method passkey', async () => {
    const admin = await steppedUp('admin');
    const key = newSoftKey();
    expect((await registerLive(admin, key)).statusCode).toBe(200);

    const opened = await post('/api/auth/passkeys/sign-in/options');
    const { challenge, options } = opened.json();
    expect(options).toMatchObject({
      rpId: 'atelier.test',
      allowCredentials: [],
      userVerification: 'required',
    });
    const response = assert(key, { ...TEST_RP, challenge: options.challenge, counter: 0 });
    const res = await post('/api/auth/passkeys/sign-in/verify', { challenge, response });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ _id: admin.user._id, role: 'admin' });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/validate-token',
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(await rows(sql`SELECT method FROM sessions ORDER BY created_at`)).toEqual([
      { method: 'password' },
      { method: 'passkey' },
    ]);
    expect((await audit('sign-in')).at(-1)).toMatchObject({ method: 'passkey', user_id: admin.user._id });
    const [listed] = (await admin.inject({ method: 'GET', url: '/api/auth/passkeys' })).json().passkeys;
    expect(listed.lastUsedAt).not.toBeNull();
  });

  it('accepts rising counters and refuses a replayed (stale) counter, audited, changing nothing', async () => {
    const student = await steppedUp('student');
    await registerRecorded(student);
    expect((await signInRecorded(recorded.signIn1, student)).statusCode).toBe(200);
    expect((await signInRecorded(recorded.signIn2, student)).statusCode).toBe(200);
    expect(await counterOf(recorded.credentialId)).toBe(2);
    const sessions = await countRows(ctx, 'sessions');

    const stale = await signInRecorded(recorded.replayOf1, student);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({
      code: PASSKEY_ERRORS.staleCounter.code,
      msg: PASSKEY_ERRORS.staleCounter.message,
    });
    expect(await counterOf(recorded.credentialId)).toBe(2);
    expect(await countRows(ctx, 'sessions')).toBe(sessions);
    expect(await audit('sign-in-failed')).toEqual([
      { method: 'passkey', reason: 'stale-counter', user_id: student.user._id },
    ]);
  });

  it('refuses an assertion for another origin, a bad signature and an unknown credential with 401', async () => {
    const student = await steppedUp('student');
    await registerRecorded(student);
    const sessions = await countRows(ctx, 'sessions');
    const origin = await signInRecorded(recorded.otherOrigin, student);
    expect([origin.statusCode, origin.json().code]).toEqual([401, PASSKEY_ERRORS.notVerified.code]);
    const forged = await signInRecorded(recorded.badSignature, student);
    expect([forged.statusCode, forged.json().code]).toEqual([401, PASSKEY_ERRORS.notVerified.code]);
    const unknown = await signInRecorded(recorded.unknownCredential);
    expect([unknown.statusCode, unknown.json().code]).toEqual([401, PASSKEY_ERRORS.unknownCredential.code]);

    expect(await countRows(ctx, 'sessions')).toBe(sessions);
    expect(await counterOf(recorded.credentialId)).toBe(0);
    expect((await audit('sign-in-failed')).map((e) => e.reason)).toEqual([
      'not-verified',
      'not-verified',
      'unknown-credential',
    ]);
  });

  it("refuses an assertion whose authenticator names another account than the credential's owner", async () => {
    const student = await steppedUp('student');
    const admin = await steppedUp('admin');
    await registerRecorded(student);
    const sessions = await countRows(ctx, 'sessions');
    const other = await signInRecorded(recorded.signIn1, admin);
    expect([other.statusCode, other.json().code]).toEqual([401, PASSKEY_ERRORS.notVerified.code]);
    expect(await countRows(ctx, 'sessions')).toBe(sessions);
    expect(await counterOf(recorded.credentialId)).toBe(0);
    expect(await audit('sign-in-failed')).toEqual([
      { method: 'passkey', reason: 'not-verified', user_id: student.user._id },
    ]);

    // No handle at all (a credential that is not discoverable): the signature alone decides.
    const { userHandle: _none, ...withoutHandle } = recorded.signIn1.response.response;
    const bare = await signInRecorded({
      challenge: recorded.signIn1.challenge,
      response: { ...recorded.signIn1.response, response: withoutHandle } as Assertion,
    });
    expect(bare.statusCode).toBe(200);
    expect(bare.json().user._id).toBe(student.user._id);
  });

  it('refuses an expired step and a step used already, even with a good assertion', async () => {
    const student = await steppedUp('student');
    await registerRecorded(student);
    const expired = await plant('passkey-sign-in', null, recorded.signIn1.challenge, -1000);
    const late = await post('/api/auth/passkeys/sign-in/verify', {
      challenge: expired,
      response: heldFor(recorded.signIn1.response, student.user._id),
    });
    expect([late.statusCode, late.json().code]).toEqual([400, PASSKEY_ERRORS.stepExpired.code]);

    const step = await plant('passkey-sign-in', null, recorded.signIn1.challenge);
    const first = await post('/api/auth/passkeys/sign-in/verify', {
      challenge: step,
      response: heldFor(recorded.signIn1.response, student.user._id),
    });
    expect(first.statusCode).toBe(200);
    const replay = await post('/api/auth/passkeys/sign-in/verify', {
      challenge: step,
      response: heldFor(recorded.signIn1.response, student.user._id),
    });
    expect([replay.statusCode, replay.json().code]).toEqual([400, PASSKEY_ERRORS.stepExpired.code]);
  });

  it('limits the attempts per address', async () => {
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push(await signInRecorded(recorded.unknownCredential));
    expect(answers.slice(0, 10).every((r) => r.statusCode === 401)).toBe(true);
    expect(answers[10]!.statusCode).toBe(429);
  });
});

describe('POST /api/auth/passkeys/second-factor/options and /verify', () => {
  it("finishes a password sign-in with the account's passkey: method password+passkey", async () => {
    const admin = await steppedUp('admin');
    await registerRecorded(admin);
    const secondFactor = await openChallenge(ctx.app.db, {
      kind: 'second-factor',
      userId: admin.user._id,
      data: { method: 'password', remember: false },
      ttlMs: 60_000,
    });
    const opened = await post('/api/auth/passkeys/second-factor/options', { challenge: secondFactor });
    expect(opened.json().options.allowCredentials).toEqual([
      { id: recorded.credentialId, type: 'public-key' },
    ]);

    const passkeyChallenge = await plant('passkey-sign-in', admin.user._id, recorded.signIn1.challenge);
    const res = await post('/api/auth/passkeys/second-factor/verify', {
      challenge: secondFactor,
      passkeyChallenge,
      response: heldFor(recorded.signIn1.response, admin.user._id),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user._id).toBe(admin.user._id);
    expect((await rows(sql`SELECT method FROM sessions ORDER BY created_at`)).at(-1)).toEqual({
      method: 'password+passkey',
    });
  });

  it("refuses another user's passkey step and another user's passkey", async () => {
    const admin = await steppedUp('admin');
    const student = await steppedUp('student');
    await registerRecorded(student);
    const step = (userId: string) =>
      openChallenge(ctx.app.db, {
        kind: 'second-factor',
        userId,
        data: { method: 'password' },
        ttlMs: 60_000,
      });
    /** The admin's second step, answered with the student's passkey under a ceremony step of `owner`. */
    const answer = async (owner: string) =>
      post('/api/auth/passkeys/second-factor/verify', {
        challenge: await step(admin.user._id),
        passkeyChallenge: await plant('passkey-sign-in', owner, recorded.signIn1.challenge),
        response: heldFor(recorded.signIn1.response, student.user._id),
      });
    const res = await answer(student.user._id);
    expect([res.statusCode, res.json().code]).toEqual([400, PASSKEY_ERRORS.stepExpired.code]);
    const wrongKey = await answer(admin.user._id);
    expect([wrongKey.statusCode, wrongKey.json().code]).toEqual([401, PASSKEY_ERRORS.unknownCredential.code]);
    expect(await counterOf(recorded.credentialId)).toBe(0);
    expect(await countRows(ctx, 'sessions')).toBe(2);
  });
});

describe('PATCH and DELETE /api/auth/passkeys/:id', () => {
  it('renames and removes the owner’s passkey, audited; another’s is not found', async () => {
    const student = await steppedUp('student');
    const other = await steppedUp('student');
    const { id } = await registerRecorded(student);
    const rename = (who: SignedIn, name: string) =>
      who.inject({ method: 'PATCH', url: `/api/auth/passkeys/${id}`, payload: { name } });
    expect((await rename(student, 'Work laptop')).json().passkey.name).toBe('Work laptop');
    const foreign = await rename(other, 'Mine now');
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, PASSKEY_ERRORS.notFound.code]);
    const gone = await other.inject({ method: 'DELETE', url: `/api/auth/passkeys/${id}` });
    expect([gone.statusCode, gone.json().code]).toEqual([404, PASSKEY_ERRORS.notFound.code]);
    expect(await countRows(ctx, 'passkeys')).toBe(1);

    const removed = await student.inject({ method: 'DELETE', url: `/api/auth/passkeys/${id}` });
    expect(removed.statusCode).toBe(200);
    expect(await countRows(ctx, 'passkeys')).toBe(0);
    expect((await audit('passkey-renamed')).length).toBe(1);
    expect((await audit('passkey-removed')).length).toBe(1);
  });
});

describe('a step-up and the last factor', () => {
  it('asks for a step-up before adding or removing a passkey, changing nothing', async () => {
    const student = await steppedUp('student');
    const { id } = await registerRecorded(student);
    const plain = await signIn(ctx, 'student');
    const opened = await plain.inject({ method: 'POST', url: '/api/auth/passkeys/register/options' });
    expect([opened.statusCode, opened.json().code]).toEqual([401, FACTORS_ERRORS.stepUpRequired.code]);
    const challenge = await plant('passkey-register', plain.user._id, recorded.registration.challenge);
    const verified = await plain.inject({
      method: 'POST',
      url: '/api/auth/passkeys/register/verify',
      payload: { challenge, name: 'Laptop', response: recorded.registration.response },
    });
    expect([verified.statusCode, verified.json().code]).toEqual([401, FACTORS_ERRORS.stepUpRequired.code]);
    const owner = {
      ...student,
      inject: (o: object) => ctx.app.inject({ ...o, headers: { authorization: `Bearer ${student.token}` } }),
    };
    const removed = await owner.inject({ method: 'DELETE', url: `/api/auth/passkeys/${id}` });
    expect([removed.statusCode, removed.json().code]).toEqual([401, FACTORS_ERRORS.stepUpRequired.code]);
    expect(await countRows(ctx, 'passkeys')).toBe(1);
  });

  it('keeps the last factor of a role that must use two-factor sign-in', async () => {
    const admin = await steppedUp('admin');
    const { id } = await registerRecorded(admin);
    await adminsNeedTwoFactor();
    const res = await admin.inject({ method: 'DELETE', url: `/api/auth/passkeys/${id}` });
    expect([res.statusCode, res.json().code]).toEqual([409, FACTORS_ERRORS.lastFactor.code]);
    expect(await countRows(ctx, 'passkeys')).toBe(1);
    expect(await audit('passkey-removed')).toEqual([]);
  });
});

describe('POST /api/auth/passkeys/setup/options and /verify', () => {
  it('walks an admin through setting up a passkey, then the passkey is the second factor', async () => {
    await adminsNeedTwoFactor();
    const who = await createUser(ctx, { role: 'admin' });
    const password = () =>
      post('/api/auth/login', { email: who.user.email, password: who.password, role: 'admin' });
    const first = (await password()).json();
    expect(first.next).toBe('factor-setup');

    const key = newSoftKey();
    const opened = (await post('/api/auth/passkeys/setup/options', { challenge: first.challenge })).json();
    expect(opened.options.authenticatorSelection).toMatchObject({ residentKey: 'required' });
    key.userHandle = opened.options.user.id;
    const elsewhere = await post('/api/auth/passkeys/setup/verify', {
      challenge: first.challenge,
      passkeyChallenge: opened.challenge,
      name: 'Laptop',
      response: attest(key, { ...TEST_RP, origin: 'http://evil.test', challenge: opened.options.challenge }),
    });
    expect([elsewhere.statusCode, elsewhere.json().code]).toEqual([401, PASSKEY_ERRORS.notVerified.code]);
    expect(await countRows(ctx, 'passkeys')).toBe(0);

    const again = (await post('/api/auth/passkeys/setup/options', { challenge: first.challenge })).json();
    const done = await post('/api/auth/passkeys/setup/verify', {
      challenge: first.challenge,
      passkeyChallenge: again.challenge,
      name: 'Laptop',
      response: attest(key, { ...TEST_RP, challenge: again.options.challenge }),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().user._id).toBe(who.user._id);
    expect(done.json().recoveryCodes).toHaveLength(10);
    expect((await audit('factor-added')).map((e) => e.method)).toEqual(['passkey']);
    expect(await audit('passkey-added')).toHaveLength(1);

    const next = (await password()).json();
    expect(next).toMatchObject({ next: 'second-factor', methods: ['passkey', 'recovery'] });
    const asked = (
      await post('/api/auth/passkeys/second-factor/options', { challenge: next.challenge })
    ).json();
    const signedIn = await post('/api/auth/passkeys/second-factor/verify', {
      challenge: next.challenge,
      passkeyChallenge: asked.challenge,
      response: assert(key, { ...TEST_RP, challenge: asked.options.challenge, counter: 0 }),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(await rows(sql`SELECT method FROM sessions ORDER BY created_at`)).toEqual([
      { method: 'password+passkey' },
      { method: 'password+passkey' },
    ]);
  });

  it('refuses a set-up step that is not open', async () => {
    const res = await post('/api/auth/passkeys/setup/options', { challenge: 'not-a-step' });
    expect([res.statusCode, res.json().code]).toEqual([401, FACTORS_ERRORS.challengeInvalid.code]);
  });
});
