/**
 * A passkey in the steps a password opens (the two-factor part, features/auth/factors): the second
 * factor of an account that has a passkey, or the factor a user who must have one sets up. The
 * first step's token names the account; the passkey ceremony has its own single-use step.
 */
import type { SetupDone } from '@atelier/contract/factors';
import type { SignInResult } from '@atelier/contract/auth';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '../../../lib/errors';
import { closeChallenge } from '../challenges';
import { completeFactorSetup, keepRecoveryCodes } from '../factors/factor-setup';
import { newRecoveryCodes } from '../factors/recovery-codes';
import { openStep } from '../factors/second-factor';
import { openSession } from '../sign-in';
import { PASSKEY_ERRORS } from '@atelier/contract/passkeys';
import * as ceremony from './ceremony';
import * as actions from './passkeys.actions';
import * as store from './passkeys.store';

/** Options for the second factor: the passkeys of the account whose password was given. */
export async function startSecondFactor(app: FastifyInstance, token: string) {
  const { user } = await openStep(app, 'second-factor', token);
  const options = await ceremony.authenticationOptions(app.config, await store.listPasskeys(app.db, user.id));
  const challenge = await actions.openCeremony(app, 'passkey-sign-in', user.id, {
    webauthn: options.challenge,
  });
  return { challenge, options: { ...options } };
}

/** A passkey after a password: the session's method is `<first>+passkey`. */
export async function finishSecondFactor(
  app: FastifyInstance,
  request: FastifyRequest,
  body: { challenge: string; passkeyChallenge: string; response: AuthenticationResponseJSON },
): Promise<SignInResult> {
  const { challenge, user, first } = await openStep(app, 'second-factor', body.challenge);
  const step = await actions.takeStep(app, 'passkey-sign-in', body.passkeyChallenge, user.id);
  await actions.proveAssertion(app, request, step, body.response, user.id);
  if (!(await closeChallenge(app.db, challenge.id))) throw fail(PASSKEY_ERRORS.stepExpired);
  return openSession(app, request, user, { method: `${first.method}+passkey`, remember: first.remember });
}

/** Options for the passkey a user who must have a second factor sets up during the sign-in. */
export async function startSetup(app: FastifyInstance, token: string) {
  const { user } = await openStep(app, 'factor-setup', token);
  return actions.startRegistration(app, user.id);
}

/** The new passkey is kept, recovery codes made, and the session opens (`<first>+passkey`). */
export async function finishSetup(
  app: FastifyInstance,
  request: FastifyRequest,
  body: { challenge: string; passkeyChallenge: string; name: string; response: unknown },
): Promise<SetupDone> {
  const { challenge, user } = await openStep(app, 'factor-setup', body.challenge);
  const step = await actions.takeStep(app, 'passkey-register', body.passkeyChallenge, user.id);
  const info = await actions.checkNewPasskey(app, request, step, body.response);
  const { codes, hashes } = newRecoveryCodes();
  const session = await completeFactorSetup(app, request, challenge, 'passkey', async (tx) => {
    await actions.keepPasskey(tx, request, user, info, body.name);
    await keepRecoveryCodes(tx, request, user, hashes);
  });
  return { ...session, recoveryCodes: codes };
}
