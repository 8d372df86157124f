import { OIDC_API } from '@atelier/contract/oidc';
import { admins } from '@atelier/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../lib/access';
import { serve } from '../../../lib/serve';
import { listLinkedIdentities, removeLinkedIdentity } from './identities';

/** Admins see and remove the identities linked to a user: /api/users/:id/identities. */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, OIDC_API.identities, { access: admins }, async (request) => ({
    identities: await listLinkedIdentities(app, request.params.id),
  }));

  serve(app, OIDC_API.removeIdentity, { access: admins }, async (request) =>
    removeLinkedIdentity(
      app,
      request,
      { id: currentUser(request)._id },
      request.params.id,
      request.params.identityId,
    ),
  );
};
