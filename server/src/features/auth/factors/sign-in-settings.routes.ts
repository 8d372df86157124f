import { SIGN_IN_SETTINGS_API } from '@atelier/contract/factors';
import { admins } from '@atelier/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../lib/access';
import { serve } from '../../../lib/serve';
import { readSignInSettings, saveSignInSettings } from './sign-in-settings';

/** The school's sign-in settings under /api/admin (admins only). */
export const signInSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, SIGN_IN_SETTINGS_API.get, { access: admins }, async () => readSignInSettings(app));

  serve(app, SIGN_IN_SETTINGS_API.put, { access: admins }, async (request) =>
    saveSignInSettings(app, request, currentUser(request), request.body),
  );
};
