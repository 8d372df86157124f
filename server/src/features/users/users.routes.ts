import { admins } from '@atelier/contract/roles';
import { USER_SIGN_IN_API, USER_SIGN_IN_TEXT } from '@atelier/contract/user-sign-in';
import { USER_ERRORS, USER_TEXT, USERS_API } from '@atelier/contract/users';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/access';
import { fail } from '../../lib/errors';
import { serve } from '../../lib/serve';
import { signInOf } from './user-sign-in.store';
import { rosterRoutes } from './roster/roster.routes';
import * as actions from './users.actions';
import * as store from './users.store';

/** The admin making the request, and from where (the audit log keeps both). */
const adminOf = (request: FastifyRequest): actions.Admin => ({ me: currentUser(request), ip: request.ip });

/** An existing user's row, or 404. */
async function existing(app: Parameters<FastifyPluginAsyncZod>[0], id: string) {
  const row = await store.findUserRow(app.db, id);
  if (!row) throw fail(USER_ERRORS.notFound);
  return row;
}

/** User management (admins): the rules an admin's changes keep are in users.actions.ts. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { access: admins };

  serve(app, USERS_API.list, access, async (request) => store.listManagedUsers(app.db, request.query));

  serve(app, USERS_API.get, access, async (request) =>
    store.toManagedUser(await existing(app, request.params.id)),
  );

  serve(app, USERS_API.create, access, async (request, reply) =>
    reply.status(201).send(await actions.createUser(app, request.body)),
  );

  serve(app, USERS_API.setRole, access, async (request) => ({
    message: USER_TEXT.roleChanged,
    user: await actions.setRole(app, adminOf(request), request.params.id, request.body.role),
  }));

  serve(app, USERS_API.deactivate, access, async (request) => ({
    message: USER_TEXT.deactivated,
    user: await actions.setDeactivated(app, adminOf(request), request.params.id, true),
  }));

  serve(app, USERS_API.reactivate, access, async (request) => ({
    message: USER_TEXT.reactivated,
    user: await actions.setDeactivated(app, adminOf(request), request.params.id, false),
  }));

  // Signs the user out everywhere (a lost phone, a shared computer); the account stays as it is.
  serve(app, USERS_API.endSessions, access, async (request) => {
    const ended = await actions.endSessions(app, adminOf(request), request.params.id);
    return { message: USER_TEXT.sessionsEnded(ended), ended };
  });

  serve(app, USERS_API.resendInvite, access, async (request) => actions.resendInvite(app, request.params.id));

  // How the user signs in: two-factor and passkeys (names and dates only).
  serve(app, USER_SIGN_IN_API.get, access, async (request) =>
    signInOf(app.db, (await existing(app, request.params.id)).id),
  );

  // A lost device: their factors and sessions go, logged.
  serve(app, USER_SIGN_IN_API.resetFactors, access, async (request) => {
    const removed = await actions.resetFactors(app, adminOf(request), request.params.id);
    return { message: USER_SIGN_IN_TEXT.reset(removed), removed };
  });
  await app.register(rosterRoutes);
};
