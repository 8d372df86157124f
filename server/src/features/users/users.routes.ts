import { admins } from '@atelier/contract/roles';
import { USER_TEXT, USERS_API } from '@atelier/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/access';
import { serve } from '../../lib/serve';
import { rosterRoutes } from './roster/roster.routes';
import * as actions from './users.actions';
import * as store from './users.store';

/** User management (admins): the rules an admin's changes keep are in users.actions.ts. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { access: admins };

  serve(app, USERS_API.list, access, async (request) => store.listManagedUsers(app.db, request.query));

  serve(app, USERS_API.create, access, async (request, reply) =>
    reply.status(201).send(await actions.createUser(app, request.body)),
  );

  serve(app, USERS_API.setRole, access, async (request) => ({
    message: USER_TEXT.roleChanged,
    user: await actions.setRole(app, currentUser(request), request.params.id, request.body.role),
  }));

  serve(app, USERS_API.deactivate, access, async (request) => ({
    message: USER_TEXT.deactivated,
    user: await actions.setDeactivated(app, currentUser(request), request.params.id, true),
  }));

  serve(app, USERS_API.reactivate, access, async (request) => ({
    message: USER_TEXT.reactivated,
    user: await actions.setDeactivated(app, currentUser(request), request.params.id, false),
  }));

  // Signs the user out everywhere (a lost phone, a shared computer); the account stays as it is.
  serve(app, USERS_API.endSessions, access, async (request) => {
    const ended = await actions.endSessions(app, request.params.id);
    return { message: USER_TEXT.sessionsEnded(ended), ended };
  });

  serve(app, USERS_API.resendInvite, access, async (request) => actions.resendInvite(app, request.params.id));

  await app.register(rosterRoutes);
};
