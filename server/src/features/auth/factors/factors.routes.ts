import { AUTH_MESSAGES } from '@atelier/contract/auth';
import { FACTORS_API, FACTORS_TEXT } from '@atelier/contract/factors';
import { anyRole } from '@atelier/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../lib/access';
import type { RateLimit } from '../../../lib/rate-limit';
import { serve } from '../../../lib/serve';
import * as actions from './factors.actions';
import { confirmSetupTotp, startSetupTotp } from './factor-setup';
import { finishSecondFactor } from './second-factor';
import { assertStepUp, stepUp } from './step-up';

const limit = (max: number, per: string, by: RateLimit['by']): RateLimit => ({
  max,
  per,
  by,
  message: AUTH_MESSAGES.tooMany,
});

/** Codes tried from one address (the account's own limit is counted in the action). */
const codeLimits = [limit(20, '15 minutes', 'address')];
/** A factor change: behind a step-up, and few per user. */
const change = { access: anyRole, limits: [limit(20, '15 minutes', 'user')] };

/** Two-factor sign-in under /api/auth: the second step, the set-up walk-through, step-up and settings. */
export const factorRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, FACTORS_API.secondFactor, { access: 'public', limits: codeLimits }, async (request) =>
    finishSecondFactor(app, request, request.body),
  );

  serve(app, FACTORS_API.setupStart, { access: 'public', limits: codeLimits }, async (request) =>
    startSetupTotp(app, request.body.challenge),
  );

  serve(app, FACTORS_API.setupConfirm, { access: 'public', limits: codeLimits }, async (request) =>
    confirmSetupTotp(app, request, request.body),
  );

  serve(
    app,
    FACTORS_API.stepUp,
    { access: anyRole, limits: [limit(10, '15 minutes', 'user')] },
    async (request) => stepUp(app, request, request.body),
  );

  serve(app, FACTORS_API.status, { access: anyRole }, async (request) =>
    actions.factorStatus(app, currentUser(request)),
  );

  serve(app, FACTORS_API.startTotp, change, async (request) => {
    await assertStepUp(app, request, currentUser(request)._id);
    return actions.startTotp(app, currentUser(request));
  });

  serve(app, FACTORS_API.confirmTotp, change, async (request) => {
    await assertStepUp(app, request, currentUser(request)._id);
    return {
      recoveryCodes: await actions.confirmTotp(app, request, currentUser(request), request.body.code),
    };
  });

  serve(app, FACTORS_API.removeTotp, change, async (request) => {
    await assertStepUp(app, request, currentUser(request)._id);
    await actions.removeTotp(app, request, currentUser(request));
    return { msg: FACTORS_TEXT.totpRemoved };
  });

  serve(app, FACTORS_API.newRecoveryCodes, change, async (request) => {
    await assertStepUp(app, request, currentUser(request)._id);
    return { recoveryCodes: await actions.remakeRecoveryCodes(app, request, currentUser(request)) };
  });
};
