import {
  AUTH_MESSAGES,
  activeSessionListSchema,
  changePasswordBodySchema,
  endSessionsResponseSchema,
  sessionIdParamsSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  resetPasswordBodySchema,
  streakDatesResponseSchema,
  updateProfileBodySchema,
  userIdParamsSchema,
  userResponseSchema,
} from '@atelier/contract/auth';
import { msgSchema } from '@atelier/contract/common';
import { anyRole } from '@atelier/contract/roles';
import { USER_TEXT } from '@atelier/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSelf, currentSession, currentUser } from '../../lib/access';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import type { RateLimit } from '../../lib/rate-limit';
import { issueResetToken, replacePassword } from './accounts';
import * as store from './auth.store';
import { isCommonPassword } from './common-passwords';
import { cleanUserAgent, describeDevice } from './devices';

const DAY_MS = 24 * 60 * 60 * 1000;
const RESET_TTL_MS = 60 * 60 * 1000;

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
  app.jobs.define(RESET_JOB, async (payload) => {
    const user = await store.findUserByEmail(app.db, String(payload.email));
    if (!user) return;
    const token = newToken();
    await app.db.transaction((tx) => issueResetToken(tx, user.id, hashToken(token), RESET_TTL_MS));
    const link = `${app.config.publicUrl}/reset-password/${token}`;
    // A failed send throws: the job runs again later with a new link (the old one ends).
    await app.mailer.send({
      to: user.email,
      subject: `Reset your ${app.config.productName} password`,
      text:
        `Hello ${user.name},\n\nSomeone asked to reset the password of your ${app.config.productName} account.\n` +
        `Open this link within one hour to choose a new one:\n\n${link}\n\n` +
        'If it was not you, ignore this message; your password stays as it is.\n',
    });
  });

  // A dummy hash so an unknown e-mail costs the same time as a wrong password.
  const dummyHash = await hashPassword(newToken(), app.config.argon2);

  app.post(
    '/login',
    {
      config: {
        access: 'public',
        limits: [limit(10, '1 minute', 'address+email'), limit(100, '1 minute', 'address')],
      },
      schema: { body: loginBodySchema, response: { 200: loginResponseSchema } },
    },
    async (request) => {
      const { email, password, role, remember } = request.body;
      const user = await store.findUserByEmail(app.db, email);
      const passwordOk = await verifyPassword(user?.passwordHash ?? dummyHash, password);
      if (!user || !passwordOk || user.role !== role) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      // Told only to someone who knows the password: it reveals nothing to a guesser.
      if (user.deactivatedAt) throw forbidden(USER_TEXT.deactivatedLogin);
      const token = newToken();
      const expiresAt = new Date(Date.now() + (remember ? 30 : 1) * DAY_MS);
      await store.insertSession(app.db, {
        userId: user.id,
        tokenHash: hashToken(token),
        remember,
        expiresAt,
        userAgent: cleanUserAgent(request.headers['user-agent']),
        ip: request.ip,
      });
      await store.recordLogin(app.db, user.id);
      await app.markLoginDay(user.id, request);
      return { user: store.toUser(user), token };
    },
  );

  app.post(
    '/logout',
    { config: { access: anyRole }, schema: { response: { 200: msgSchema } } },
    async (request) => {
      const sessionId = currentSession(request);
      await store.deleteSession(app.db, sessionId);
      await app.sessions.ended(app.db, sessionId);
      return { msg: AUTH_MESSAGES.loggedOut };
    },
  );

  app.get(
    '/sessions',
    { config: { access: anyRole }, schema: { response: { 200: activeSessionListSchema } } },
    async (request) => {
      const current = currentSession(request);
      const rows = await store.listUserSessions(app.db, currentUser(request)._id);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          device: describeDevice(row.userAgent),
          userAgent: row.userAgent,
          ip: row.ip,
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastUsedAt.toISOString(),
          current: row.id === current,
        })),
      };
    },
  );

  // Ends one of the caller's own sessions (the current one too: that signs out); another's is not found.
  app.delete(
    '/sessions/:id',
    {
      config: { access: anyRole },
      schema: { params: sessionIdParamsSchema, response: { 200: msgSchema } },
    },
    async (request) => {
      const { id } = request.params;
      const ended = await app.db.transaction(async (tx) => {
        if (!(await store.deleteOwnSession(tx, currentUser(request)._id, id))) return false;
        await app.sessions.ended(tx, id);
        return true;
      });
      if (!ended) throw notFound(AUTH_MESSAGES.sessionNotFound);
      return { msg: AUTH_MESSAGES.sessionEnded };
    },
  );

  app.post(
    '/sessions/end-others',
    { config: { access: anyRole }, schema: { response: { 200: endSessionsResponseSchema } } },
    async (request) => {
      const ids = await app.db.transaction(async (tx) => {
        const ended = await store.deleteOtherSessions(tx, currentUser(request)._id, currentSession(request));
        for (const id of ended) await app.sessions.ended(tx, id);
        return ended;
      });
      return { msg: AUTH_MESSAGES.otherSessionsEnded(ids.length), ended: ids.length };
    },
  );

  app.get(
    '/validate-token',
    { config: { access: anyRole }, schema: { response: { 200: userResponseSchema } } },
    async (request) => ({ user: currentUser(request) }),
  );

  app.post(
    '/forgot-password',
    {
      config: {
        access: 'public',
        limits: [limit(5, '15 minutes', 'address+email'), limit(30, '15 minutes', 'address')],
      },
      schema: { body: forgotPasswordBodySchema, response: { 200: msgSchema } },
    },
    async (request) => {
      // Both an account and no account cost the same before the answer: one queued job. The job
      // (below) finds the account, makes the link and sends the e-mail.
      await app.jobs.enqueue(app.db, RESET_JOB, { email: request.body.email });
      return { msg: AUTH_MESSAGES.forgotSent };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public', limits: [limit(20, '15 minutes', 'address')] },
      schema: { body: resetPasswordBodySchema, response: { 200: msgSchema } },
    },
    async (request) => {
      const { token, newPassword } = request.body;
      if (isCommonPassword(newPassword)) throw badRequest(AUTH_MESSAGES.commonPassword);
      const passwordHash = await hashPassword(newPassword, app.config.argon2);
      const changed = await app.db.transaction(async (tx) => {
        const userId = await store.consumeResetToken(tx, hashToken(token));
        if (!userId) return false;
        await replacePassword(tx, app.changes.announce, userId, passwordHash);
        return true;
      });
      if (!changed) throw badRequest(AUTH_MESSAGES.resetInvalid);
      return { msg: AUTH_MESSAGES.resetDone };
    },
  );

  app.post(
    '/change-password',
    {
      config: { access: anyRole, limits: [limit(10, '15 minutes', 'user')] },
      schema: { body: changePasswordBodySchema, response: { 200: msgSchema } },
    },
    async (request) => {
      const { userId, currentPassword, newPassword } = request.body;
      assertSelf(request, userId);
      const me = currentUser(request);
      const row = await store.findUserById(app.db, me._id);
      if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) {
        throw badRequest(AUTH_MESSAGES.wrongCurrentPassword);
      }
      if (isCommonPassword(newPassword)) throw badRequest(AUTH_MESSAGES.commonPassword);
      const passwordHash = await hashPassword(newPassword, app.config.argon2);
      await app.db.transaction((tx) => replacePassword(tx, app.changes.announce, me._id, passwordHash));
      return { msg: AUTH_MESSAGES.passwordChanged };
    },
  );

  app.put(
    '/update/:userId',
    {
      config: { access: anyRole },
      schema: {
        params: userIdParamsSchema,
        body: updateProfileBodySchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => {
      assertSelf(request, request.params.userId, { adminMayAct: true });
      const row = await store.updateProfile(app.db, request.params.userId, request.body);
      if (!row) throw notFound('User not found');
      await app.sessions.userChanged(app.db, row.id);
      return { user: store.toUser(row) };
    },
  );

  app.get(
    '/streak-dates',
    { config: { access: anyRole }, schema: { response: { 200: streakDatesResponseSchema } } },
    async (request) => ({ streakDates: await store.listLoginDays(app.db, currentUser(request)._id) }),
  );
};
