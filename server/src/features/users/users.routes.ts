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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/access';
import * as actions from './users.actions';
import * as store from './users.store';

/** User management (admins): the rules an admin's changes keep are in users.actions.ts. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const byId = { params: userIdParamsSchema, response: { 200: managedUserResponseSchema } };

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
    async (request, reply) => reply.status(201).send(await actions.createUser(app, request.body)),
  );

  app.patch(
    '/:id/role',
    { config: { access: admins }, schema: { ...byId, body: changeRoleBodySchema } },
    async (request) => ({
      message: USER_TEXT.roleChanged,
      user: await actions.setRole(app, currentUser(request), request.params.id, request.body.role),
    }),
  );

  app.post('/:id/deactivate', { config: { access: admins }, schema: byId }, async (request) => ({
    message: USER_TEXT.deactivated,
    user: await actions.setDeactivated(app, currentUser(request), request.params.id, true),
  }));

  app.post('/:id/reactivate', { config: { access: admins }, schema: byId }, async (request) => ({
    message: USER_TEXT.reactivated,
    user: await actions.setDeactivated(app, currentUser(request), request.params.id, false),
  }));

  // Signs the user out everywhere (a lost phone, a shared computer); the account stays as it is.
  app.post(
    '/:id/sessions/end',
    {
      config: { access: admins },
      schema: { params: userIdParamsSchema, response: { 200: endUserSessionsResponseSchema } },
    },
    async (request) => {
      const ended = await actions.endSessions(app, request.params.id);
      return { message: USER_TEXT.sessionsEnded(ended), ended };
    },
  );

  app.post('/:id/resend-invite', { config: { access: admins }, schema: byId }, async (request) =>
    actions.resendInvite(app, request.params.id),
  );
};
