import { FACTORS_ERRORS, type SignInSettings } from '@atelier/contract/factors';
import type { User } from '@atelier/contract/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '../../../lib/errors';
import { recordAudit } from '../../audit/audit.public';
import { SETTINGS_ID } from '../sign-in';
import * as factors from './factors.store';

/** The school's sign-in settings: the saved row, else the configured default. */
export async function readSignInSettings(app: FastifyInstance): Promise<SignInSettings> {
  const row = await factors.findSettings(app.db, SETTINGS_ID);
  return {
    mfaRoles: (row?.mfaRoles ?? [...app.config.mfaDefaultRoles]) as SignInSettings['mfaRoles'],
    signupDomains: row?.signupDomains ?? {},
  };
}

/**
 * The ids of the configured OpenID providers, once the configuration names them (the OIDC part of
 * issue 29 adds `oidcProviders`); before that, any well-formed id is accepted.
 */
function configuredProviders(app: FastifyInstance): string[] | undefined {
  return (app.config as { oidcProviders?: readonly { id: string }[] }).oidcProviders?.map((p) => p.id);
}

export async function saveSignInSettings(
  app: FastifyInstance,
  request: FastifyRequest,
  admin: User,
  settings: SignInSettings,
): Promise<SignInSettings> {
  const known = configuredProviders(app);
  if (known && Object.keys(settings.signupDomains).some((id) => !known.includes(id))) {
    throw fail(FACTORS_ERRORS.badProvider);
  }
  const before = await readSignInSettings(app);
  await app.transact(async ({ tx }) => {
    await factors.saveSettings(tx, SETTINGS_ID, { ...settings, updatedBy: admin._id });
    await recordAudit(tx, {
      action: 'sign-in-settings-changed',
      actorId: admin._id,
      email: admin.email,
      ip: request.ip,
      detail: { before, after: settings },
    });
  });
  return settings;
}
