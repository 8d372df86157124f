import {
  AUTH_MESSAGES,
  ROLES,
  changePasswordBodySchema,
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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound, tooManyRequests, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { assertSelf, currentUser } from '../../plugins/auth';
import * as store from './auth.store';

const DAY_MS = 24 * 60 * 60 * 1000;
const RESET_TTL_MS = 60 * 60 * 1000;
const ANY_ROLE = ROLES;

function emailKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${request.ip}|${email}`;
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = (max: number, timeWindow: string, byEmail: boolean) =>
    app.rateLimit({
      max,
      timeWindow,
      keyGenerator: byEmail ? emailKey : (request) => request.ip,
      errorResponseBuilder: () => tooManyRequests(AUTH_MESSAGES.tooMany),
    });
  // A dummy hash so an unknown e-mail costs the same time as a wrong password.
  const dummyHash = await hashPassword(newToken(), app.config.argon2);

  app.post(
    '/login',
    {
      config: { access: 'public' },
      preHandler: [limited(10, '1 minute', true), limited(100, '1 minute', false)],
      schema: { body: loginBodySchema, response: { 200: loginResponseSchema } },
    },
    async (request) => {
      const { email, password, role, remember } = request.body;
      const user = await store.findUserByEmail(app.db, email);
      const passwordOk = await verifyPassword(user?.passwordHash ?? dummyHash, password);
      if (!user || !passwordOk || user.role !== role) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      const token = newToken();
      const expiresAt = new Date(Date.now() + (remember ? 30 : 1) * DAY_MS);
      await store.insertSession(app.db, {
        userId: user.id,
        tokenHash: hashToken(token),
        remember,
        expiresAt,
      });
      await app.markLoginDay(user.id, request);
      return { user: store.toUser(user), token };
    },
  );

  app.post(
    '/logout',
    { config: { access: ANY_ROLE }, schema: { response: { 200: msgSchema } } },
    async (request) => {
      await store.deleteSession(app.db, request.auth!.sessionId);
      await app.sessions.ended(app.db, request.auth!.sessionId);
      return { msg: AUTH_MESSAGES.loggedOut };
    },
  );

  app.get(
    '/validate-token',
    { config: { access: ANY_ROLE }, schema: { response: { 200: userResponseSchema } } },
    async (request) => ({ user: currentUser(request) }),
  );

  app.post(
    '/forgot-password',
    {
      config: { access: 'public' },
      preHandler: [limited(5, '15 minutes', true), limited(30, '15 minutes', false)],
      schema: { body: forgotPasswordBodySchema, response: { 200: msgSchema } },
    },
    async (request) => {
      const user = await store.findUserByEmail(app.db, request.body.email);
      if (user) {
        const token = newToken();
        await store.insertResetToken(app.db, {
          userId: user.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + RESET_TTL_MS),
        });
        const link = `${app.config.publicUrl}/reset-password/${token}`;
        // The answer must not reveal whether the account exists, so a mail failure is only logged.
        await app.mailer
          .send({
            to: user.email,
            subject: `Reset your ${app.config.productName} password`,
            text:
              `Hello ${user.name},\n\nSomeone asked to reset the password of your ${app.config.productName} account.\n` +
              `Open this link within one hour to choose a new one:\n\n${link}\n\n` +
              'If it was not you, ignore this message; your password stays as it is.\n',
          })
          .catch((err: unknown) => request.log.error({ err }, 'could not send the reset e-mail'));
      }
      return { msg: AUTH_MESSAGES.forgotSent };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public' },
      preHandler: limited(20, '15 minutes', false),
      schema: { body: resetPasswordBodySchema, response: { 200: msgSchema } },
    },
    async (request) => {
      const { token, newPassword } = request.body;
      const passwordHash = await hashPassword(newPassword, app.config.argon2);
      const changed = await app.db.transaction(async (tx) => {
        const userId = await store.consumeResetToken(tx, hashToken(token));
        if (!userId) return false;
        await store.setPasswordHash(tx, userId, passwordHash);
        await store.deleteUserSessions(tx, userId);
        await app.sessions.userChanged(tx, userId);
        return true;
      });
      if (!changed) throw badRequest(AUTH_MESSAGES.resetInvalid);
      return { msg: AUTH_MESSAGES.resetDone };
    },
  );

  app.post(
    '/change-password',
    {
      config: { access: ANY_ROLE },
      preHandler: limited(10, '15 minutes', false),
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
      const passwordHash = await hashPassword(newPassword, app.config.argon2);
      await app.db.transaction(async (tx) => {
        await store.setPasswordHash(tx, me._id, passwordHash);
        await store.deleteUserSessions(tx, me._id);
        await app.sessions.userChanged(tx, me._id);
      });
      return { msg: AUTH_MESSAGES.passwordChanged };
    },
  );

  app.put(
    '/update/:userId',
    {
      config: { access: ANY_ROLE },
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
    { config: { access: ANY_ROLE }, schema: { response: { 200: streakDatesResponseSchema } } },
    async (request) => ({ streakDates: await store.listLoginDays(app.db, currentUser(request)._id) }),
  );
};
