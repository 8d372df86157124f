import { AUTH_MESSAGES } from '@atelier/contract/auth';
import { PASSKEY_API, PASSKEY_TEXT } from '@atelier/contract/passkeys';
import { anyRole } from '@atelier/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../lib/access';
import type { RateLimit } from '../../../lib/rate-limit';
import { serve } from '../../../lib/serve';
import { assertStepUp } from '../factors/step-up';
import * as steps from './passkey-steps';
import * as actions from './passkeys.actions';
import * as store from './passkeys.store';

/** A ceremony from someone not signed in: limited per address, in auth's words. */
const perAddress = (max: number): RateLimit => ({
  max,
  per: '1 minute',
  by: 'address',
  message: AUTH_MESSAGES.tooMany,
});
const perUser = (max: number): RateLimit => ({
  max,
  per: '1 minute',
  by: 'user',
  message: AUTH_MESSAGES.tooMany,
});

/** /api/auth/passkeys: the caller's passkeys, and the sign-in ceremonies (contract/src/passkeys.ts). */
export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, PASSKEY_API.list, { access: anyRole }, async (request) => ({
    passkeys: (await store.listPasskeys(app.db, currentUser(request)._id)).map(actions.toPasskey),
  }));

  // Adding or removing a factor asks for a step-up first (ASVS 7.5.1, features/auth/factors/step-up.ts).
  serve(app, PASSKEY_API.registerOptions, { access: anyRole, limits: [perUser(20)] }, async (request) => {
    const user = currentUser(request);
    await assertStepUp(app, request, user._id);
    return actions.startRegistration(app, user._id);
  });

  serve(app, PASSKEY_API.registerVerify, { access: anyRole, limits: [perUser(20)] }, async (request) => {
    const user = currentUser(request);
    await assertStepUp(app, request, user._id);
    return { passkey: await actions.finishRegistration(app, request, user, request.body) };
  });

  serve(app, PASSKEY_API.rename, { access: anyRole }, async (request) => ({
    passkey: await actions.renamePasskey(
      app,
      request,
      currentUser(request),
      request.params.id,
      request.body.name,
    ),
  }));

  serve(app, PASSKEY_API.remove, { access: anyRole }, async (request) => {
    const user = currentUser(request);
    await assertStepUp(app, request, user._id);
    await actions.removePasskey(app, request, user, request.params.id);
    return { msg: PASSKEY_TEXT.removed };
  });

  serve(app, PASSKEY_API.signInOptions, { access: 'public', limits: [perAddress(30)] }, async () =>
    actions.startSignIn(app),
  );

  serve(app, PASSKEY_API.signInVerify, { access: 'public', limits: [perAddress(10)] }, async (request) =>
    actions.finishPasskeySignIn(app, request, request.body),
  );

  const publicStep = { access: 'public' as const, limits: [perAddress(30)] };
  const publicCheck = { access: 'public' as const, limits: [perAddress(10)] };

  serve(app, PASSKEY_API.secondFactorOptions, publicStep, async (request) =>
    steps.startSecondFactor(app, request.body.challenge),
  );

  serve(app, PASSKEY_API.secondFactorVerify, publicCheck, async (request) =>
    steps.finishSecondFactor(app, request, request.body),
  );

  serve(app, PASSKEY_API.setupOptions, publicStep, async (request) =>
    steps.startSetup(app, request.body.challenge),
  );

  serve(app, PASSKEY_API.setupVerify, publicCheck, async (request) =>
    steps.finishSetup(app, request, request.body),
  );
};
