import { admins } from '@atelier/contract/roles';
import {
  USER_TEXT,
  changeRoleBodySchema,
  createUserBodySchema,
  endUserSessionsResponseSchema,
  managedUserResponseSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userPageSchema,
} from '@atelier/contract/users';
import type { User } from '@atelier/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client';
import { currentUser } from '../../lib/access';
import { conflict, notFound } from '../../lib/errors';
import { changeRole, endAllSessions } from '../auth/accounts';
import { findUserByEmail } from '../auth/auth.store';
import { hasNoPassword, insertInvitedUser, sendInvite } from '../auth/invites';
import * as store from './users.store';

/**
 * User management (admins): an admin cannot lock themselves out, and the last active admin stays
 * one, so the school never loses its way in.
 */
async function assertMayRemoveAdmin(
  db: Executor,
  me: User,
  target: { id: string; role: string; deactivatedAt: Date | null },
) {
  if (target.id === me._id) throw conflict(USER_TEXT.notYourself);
  if (
    target.role === 'admin' &&
    !target.deactivatedAt &&
    (await store.otherActiveAdmins(db, target.id)) === 0
  ) {
    throw conflict(USER_TEXT.lastAdmin);
  }
}

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const locked = async (db: Executor, id: string) => {
    await store.lockAdminChanges(db);
    const row = await store.lockUser(db, id);
    if (!row) throw notFound(USER_TEXT.notFound);
    return row;
  };

  app.get(
    '/',
    {
      config: { access: admins },
      schema: { querystring: userListQuerySchema, response: { 200: userPageSchema } },
    },
    async (request) => store.listManagedUsers(app.db, request.query),
  );

  app.post(
    '/',
    {
      config: { access: admins },
      schema: { body: createUserBodySchema, response: { 201: managedUserResponseSchema } },
    },
    async (request, reply) => {
      const row = await app.db.transaction(async (tx) => {
        if (await findUserByEmail(tx, request.body.email)) throw conflict(USER_TEXT.emailTaken);
        return insertInvitedUser(tx, request.body);
      });
      const inviteSent = await sendInvite(app, row);
      const message = inviteSent ? USER_TEXT.created : USER_TEXT.createdNotSent;
      return reply.status(201).send({ message, user: store.toManagedUser(row), inviteSent });
    },
  );

  app.patch(
    '/:id/role',
    {
      config: { access: admins },
      schema: {
        params: userIdParamsSchema,
        body: changeRoleBodySchema,
        response: { 200: managedUserResponseSchema },
      },
    },
    async (request) => {
      const { role } = request.body;
      const row = await app.db.transaction(async (tx) => {
        const target = await locked(tx, request.params.id);
        if (target.role === role) return target;
        if (target.role === 'admin') await assertMayRemoveAdmin(tx, currentUser(request), target);
        await changeRole(tx, app.changes.announce, target.id, role);
        return (await store.findUserRow(tx, target.id))!;
      });
      return { message: USER_TEXT.roleChanged, user: store.toManagedUser(row) };
    },
  );

  app.post(
    '/:id/deactivate',
    {
      config: { access: admins },
      schema: { params: userIdParamsSchema, response: { 200: managedUserResponseSchema } },
    },
    async (request) => {
      const row = await app.db.transaction(async (tx) => {
        const target = await locked(tx, request.params.id);
        if (target.deactivatedAt) return target;
        await assertMayRemoveAdmin(tx, currentUser(request), target);
        const updated = await store.setDeactivated(tx, target.id, true);
        await endAllSessions(tx, app.changes.announce, target.id);
        return updated;
      });
      return { message: USER_TEXT.deactivated, user: store.toManagedUser(row) };
    },
  );

  app.post(
    '/:id/reactivate',
    {
      config: { access: admins },
      schema: { params: userIdParamsSchema, response: { 200: managedUserResponseSchema } },
    },
    async (request) => {
      const row = await app.db.transaction(async (tx) => {
        const target = await locked(tx, request.params.id);
        return target.deactivatedAt ? store.setDeactivated(tx, target.id, false) : target;
      });
      return { message: USER_TEXT.reactivated, user: store.toManagedUser(row) };
    },
  );

  // Signs the user out everywhere (a lost phone, a shared computer); the account stays as it is.
  app.post(
    '/:id/sessions/end',
    {
      config: { access: admins },
      schema: { params: userIdParamsSchema, response: { 200: endUserSessionsResponseSchema } },
    },
    async (request) => {
      const ended = await app.db.transaction(async (tx) => {
        const target = await store.findUserRow(tx, request.params.id);
        if (!target) throw notFound(USER_TEXT.notFound);
        return endAllSessions(tx, app.changes.announce, target.id);
      });
      return { message: USER_TEXT.sessionsEnded(ended), ended };
    },
  );

  app.post(
    '/:id/resend-invite',
    {
      config: { access: admins },
      schema: { params: userIdParamsSchema, response: { 200: managedUserResponseSchema } },
    },
    async (request) => {
      const row = await store.findUserRow(app.db, request.params.id);
      if (!row) throw notFound(USER_TEXT.notFound);
      if (!hasNoPassword(row.passwordHash)) throw conflict(USER_TEXT.alreadyActive);
      const inviteSent = await sendInvite(app, row);
      return {
        message: inviteSent ? USER_TEXT.inviteSent : USER_TEXT.inviteNotSent,
        user: store.toManagedUser(row),
        inviteSent,
      };
    },
  );
};
