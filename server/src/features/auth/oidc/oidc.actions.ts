import { AUTH_ERRORS, type SignInResult } from '@atelier/contract/auth';
import { OIDC_ERRORS } from '@atelier/contract/oidc';
import type { ErrorDef } from '@atelier/contract/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OidcProviderConfig } from '../../../config';
import { isUniqueViolation } from '../../../db/errors';
import { HttpError, fail } from '../../../lib/errors';
import { recordAudit } from '../../audit/audit.public';
import * as authStore from '../auth.store';
import { closeChallenge, findChallenge, openChallenge } from '../challenges';
import { createInvitedAccount } from '../invites';
import { finishSignIn } from '../sign-in';
import {
  domainOf,
  ProviderAnswerError,
  type OidcClient,
  type ProvenIdentity,
  type RoundTrip,
} from './oidc.client';
import * as store from './oidc.store';

/** How long the round trip through the provider may take. */
const ROUND_TRIP_TTL_MS = 10 * 60 * 1000;
/** How long the web app has to trade the callback's ticket for a session. */
const TICKET_TTL_MS = 2 * 60 * 1000;

type UserRow = NonNullable<Awaited<ReturnType<typeof authStore.findUserById>>>;

/** Opens a round trip: its state (the step's token), and the provider's URL to send the browser to. */
export async function startSignIn(
  app: FastifyInstance,
  oidc: OidcClient,
  provider: OidcProviderConfig,
  remember: boolean,
): Promise<{ state: string; url: URL }> {
  // Discovery first: an unreachable provider answers 503 and leaves no step behind.
  const config = await oidc.configOf(provider);
  const trip = oidc.newRoundTrip();
  const state = await openChallenge(app.db, {
    kind: 'oidc',
    userId: null,
    data: { provider: provider.id, remember, ...trip },
    ttlMs: ROUND_TRIP_TTL_MS,
  });
  return { state, url: await oidc.authorizationUrl(config, provider, state, trip) };
}

/** The callback's outcome: a ticket for the web app, or the refusal the login page shows. */
export type CallbackOutcome = { ticket: string; remember: boolean } | { refused: ErrorDef };

interface Callback {
  provider: OidcProviderConfig;
  url: URL;
  state: string | undefined;
  /** The state the browser's cookie holds: the round trip must be this browser's own. */
  browserState: string | undefined;
}

/**
 * The provider sent the browser back: the step is used up, the code exchanged and the ID token
 * verified; the identity signs in as its account, or is linked to the account of its verified
 * e-mail, or makes a student account where the school allows it. Every refusal is audited and
 * leaves nothing linked or created.
 */
export async function completeCallback(
  app: FastifyInstance,
  oidc: OidcClient,
  request: FastifyRequest,
  { provider, url, state, browserState }: Callback,
): Promise<CallbackOutcome> {
  const method = `oidc:${provider.id}`;
  const refuse = async (error: ErrorDef, reason: string, who: { userId?: string; email?: string } = {}) => {
    await recordAudit(app.db, {
      action: 'sign-in-failed',
      actorId: null,
      userId: who.userId ?? null,
      email: who.email ?? '',
      method,
      ip: request.ip,
      detail: { reason },
    });
    return { refused: error };
  };
  const step = state ? await findChallenge(app.db, 'oidc', state) : undefined;
  if (!step || step.data.provider !== provider.id || browserState !== state) {
    return refuse(OIDC_ERRORS.stateInvalid, step ? 'state-not-this-browser' : 'state-unknown');
  }
  if (!(await closeChallenge(app.db, step.id))) return refuse(OIDC_ERRORS.stateInvalid, 'state-replayed');
  let proven;
  try {
    proven = await oidc.redeem(provider, url, state!, step.data as unknown as RoundTrip);
  } catch (err) {
    if (err instanceof HttpError) return refuse(OIDC_ERRORS.unreachable, 'unreachable');
    if (!(err instanceof ProviderAnswerError)) throw err;
    const refusal = err.reason.startsWith('provider-error')
      ? OIDC_ERRORS.providerRefused
      : OIDC_ERRORS.tokenInvalid;
    return refuse(refusal, err.reason);
  }
  let found: Linked;
  try {
    found = await linkAccount(app, request, provider, proven);
  } catch (err) {
    // Two first sign-ins of one identity (or e-mail) at once: the other linked it, this one rolled back.
    if (!isUniqueViolation(err)) throw err;
    return refuse(OIDC_ERRORS.stateInvalid, 'linked-meanwhile', { email: proven.email });
  }
  if ('refused' in found)
    return refuse(found.refused, found.reason, { userId: found.userId, email: proven.email });
  const remember = step.data.remember === true;
  const ticket = await openChallenge(app.db, {
    kind: 'oidc-ticket',
    userId: found.user.id,
    data: { method, remember },
    ttlMs: TICKET_TTL_MS,
  });
  return { ticket, remember };
}

type Linked = { user: UserRow } | { refused: ErrorDef; reason: string; userId?: string };

/** The account the identity signs in as: known, linked now by verified e-mail, or made now. */
function linkAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  provider: OidcProviderConfig,
  proven: ProvenIdentity,
): Promise<Linked> {
  const method = `oidc:${provider.id}`;
  const deactivated = (user: UserRow): Linked => ({
    refused: AUTH_ERRORS.deactivated,
    reason: 'deactivated',
    userId: user.id,
  });
  return app.transact(async ({ tx }): Promise<Linked> => {
    const known = await store.findIdentity(tx, provider.id, proven.subject);
    if (known) {
      const user = await authStore.findUserById(tx, known.userId);
      if (!user || user.deactivatedAt)
        return user ? deactivated(user) : { refused: OIDC_ERRORS.noAccount, reason: 'gone' };
      await store.touchIdentity(tx, known.id);
      return { user };
    }
    if (!proven.emailVouchedBy) return { refused: OIDC_ERRORS.emailUnverified, reason: 'email-unverified' };
    const audit = {
      actorId: null,
      email: proven.email,
      method,
      ip: request.ip,
      detail: { provider: provider.id, emailVouchedBy: proven.emailVouchedBy },
    };
    let user = await authStore.findUserByEmail(tx, proven.email);
    if (user?.deactivatedAt) return deactivated(user);
    if (!user) {
      const domain = domainOf(proven.email);
      if (!domain || !(await store.signupDomains(tx, provider.id)).includes(domain)) {
        return { refused: OIDC_ERRORS.noAccount, reason: 'no-account' };
      }
      const name = proven.name || proven.email.split('@')[0]!;
      user = (await createInvitedAccount(tx, { email: proven.email, name, role: 'student' }))!;
      await recordAudit(tx, { ...audit, action: 'account-created-by-sign-in', userId: user.id });
    }
    await store.insertIdentity(tx, {
      userId: user.id,
      provider: provider.id,
      subject: proven.subject,
      email: proven.email,
    });
    await recordAudit(tx, { ...audit, action: 'identity-linked', userId: user.id });
    return { user };
  });
}

/** Trades the callback's one-time ticket for a session or the next step of the sign-in. */
export async function finishWithTicket(
  app: FastifyInstance,
  request: FastifyRequest,
  ticket: string,
): Promise<SignInResult> {
  const step = await findChallenge(app.db, 'oidc-ticket', ticket);
  if (!step?.userId || !(await closeChallenge(app.db, step.id))) throw fail(OIDC_ERRORS.ticketInvalid);
  const user = await authStore.findUserById(app.db, step.userId);
  if (!user) throw fail(OIDC_ERRORS.ticketInvalid);
  return finishSignIn(app, request, user, {
    method: String(step.data.method),
    remember: step.data.remember === true,
  });
}
