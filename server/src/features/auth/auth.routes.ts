import { AUTH_API, AUTH_MESSAGES } from '@atelier/contract/auth';
import { anyRole } from '@atelier/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSelf, currentSession, currentUser } from '../../lib/access';
import { hashPassword } from '../../lib/passwords';
import type { RateLimit } from '../../lib/rate-limit';
import { serve } from '../../lib/serve';
import { newToken } from '../../lib/tokens';
import * as actions from './auth.actions';
import * as store from './auth.store';
import { factorRoutes } from './factors/factors.routes';

/** The limits of docs/decisions/003, all answering with the spec's wording. */
const limit = (max: number, per: string, by: RateLimit['by']): RateLimit => ({
  max,
  per,
  by,
  message: AUTH_MESSAGES.tooMany,
});

/** The job that makes a reset link and mails it (queued by forgot-password). */
const RESET_JOB = 'password-reset-mail';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.define(RESET_JOB, (payload) => actions.mailResetLink(app, String(payload.email)));

  // A dummy hash so an unknown e-mail costs the same time as a wrong password.
  const dummyHash = await hashPassword(newToken(), app.config.argon2);

  const signedIn = { access: anyRole };

  await app.register(factorRoutes);

  serve(
    app,
    AUTH_API.login,
    { access: 'public', limits: [limit(10, '1 minute', 'address+email'), limit(100, '1 minute', 'address')] },
    async (request) => actions.logIn(app, request, request.body, dummyHash),
  );

  serve(app, AUTH_API.logout, signedIn, async (request) => {
    await actions.logOut(app, currentSession(request));
    return { msg: AUTH_MESSAGES.loggedOut };
  });

  serve(app, AUTH_API.sessions, signedIn, async (request) => ({
    sessions: await actions.listSessions(app, currentUser(request)._id, currentSession(request)),
  }));

  // Ends one of the caller's own sessions (the current one too: that signs out); another's is not found.
  serve(app, AUTH_API.endSession, signedIn, async (request) => {
    await actions.endOwnSession(app, currentUser(request)._id, request.params.id);
    return { msg: AUTH_MESSAGES.sessionEnded };
  });

  serve(app, AUTH_API.endOtherSessions, signedIn, async (request) => {
    const ended = await actions.endOtherSessions(app, currentUser(request)._id, currentSession(request));
    return { msg: AUTH_MESSAGES.otherSessionsEnded(ended), ended };
  });

  serve(app, AUTH_API.validateToken, signedIn, async (request) => ({ user: currentUser(request) }));

  serve(
    app,
    AUTH_API.forgotPassword,
    {
      access: 'public',
      limits: [limit(5, '15 minutes', 'address+email'), limit(30, '15 minutes', 'address')],
    },
    async (request) => {
      // Both an account and no account cost the same before the answer: one queued job. The job
      // (actions.mailResetLink) finds the account, makes the link and sends the e-mail.
      await app.jobs.enqueue(app.db, RESET_JOB, { email: request.body.email });
      return { msg: AUTH_MESSAGES.forgotSent };
    },
  );

  serve(
    app,
    AUTH_API.resetPassword,
    { access: 'public', limits: [limit(20, '15 minutes', 'address')] },
    async (request) => {
      await actions.resetPassword(app, request.body.token, request.body.newPassword);
      return { msg: AUTH_MESSAGES.resetDone };
    },
  );

  serve(
    app,
    AUTH_API.changePassword,
    { access: anyRole, limits: [limit(10, '15 minutes', 'user')] },
    async (request) => {
      const { userId, currentPassword, newPassword } = request.body;
      assertSelf(request, userId);
      await actions.changePassword(app, currentUser(request)._id, currentPassword, newPassword);
      return { msg: AUTH_MESSAGES.passwordChanged };
    },
  );

  serve(app, AUTH_API.updateProfile, signedIn, async (request) => {
    assertSelf(request, request.params.userId, { adminMayAct: true });
    return { user: await actions.updateProfile(app, request.params.userId, request.body) };
  });

  serve(app, AUTH_API.streakDates, signedIn, async (request) => ({
    streakDates: await store.listLoginDays(app.db, currentUser(request)._id),
  }));
};
