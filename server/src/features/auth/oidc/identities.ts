import { OIDC_ERRORS, OIDC_MESSAGES, type LinkedIdentity } from '@atelier/contract/oidc';
import { USER_ERRORS } from '@atelier/contract/users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '../../../lib/errors';
import { recordAudit } from '../../audit/audit.public';
import * as authStore from '../auth.store';
import * as store from './oidc.store';

/** The identities linked to a user, as the admin's user page lists them. */
export async function listLinkedIdentities(app: FastifyInstance, userId: string): Promise<LinkedIdentity[]> {
  if (!(await authStore.findUserById(app.db, userId))) throw fail(USER_ERRORS.notFound);
  const names = new Map(app.config.oidcProviders.map((p) => [p.id, p.name]));
  return (await store.listIdentities(app.db, userId)).map((row) => ({
    id: row.id,
    provider: row.provider,
    providerName: names.get(row.provider) ?? row.provider,
    subject: row.subject,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}

/**
 * Unlinks an identity (the admin's decision, audited): its next sign-in links again only through a
 * verified e-mail, so an identity linked by mistake can be cut off.
 */
export async function removeLinkedIdentity(
  app: FastifyInstance,
  request: FastifyRequest,
  admin: { id: string },
  userId: string,
  identityId: string,
): Promise<{ msg: string }> {
  await app.transact(async ({ tx }) => {
    const removed = await store.deleteIdentity(tx, userId, identityId);
    if (!removed) throw fail(OIDC_ERRORS.identityNotFound);
    await recordAudit(tx, {
      action: 'identity-removed',
      actorId: admin.id,
      userId,
      email: removed.email,
      method: `oidc:${removed.provider}`,
      ip: request.ip,
      detail: { provider: removed.provider, subject: removed.subject },
    });
  });
  return { msg: OIDC_MESSAGES.identityRemoved };
}
