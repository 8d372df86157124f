import { z } from 'zod';
import { idSchema, msgSchema } from './common';
import { del, get, post } from './endpoints';
import { defineErrors } from './errors';
import { signInResultSchema } from './auth';

/**
 * Single sign-on with a school's OpenID Connect provider (issue 29): the providers the server is
 * configured with, the round trip (start → the provider → callback → a one-time ticket the web app
 * trades for a session) and the identities linked to an account, which admins see and remove.
 */

/** Provider ids as OIDC_PROVIDERS names them: lower-case letters, digits and dashes. */
export const OIDC_PROVIDER_ID = /^[a-z0-9][a-z0-9-]{0,31}$/;

export const OIDC_MESSAGES = {
  unknownProvider: 'This sign-in provider is not configured.',
  unreachable: "The school's sign-in is not reachable right now. Please try again later.",
  stateInvalid: 'This sign-in attempt has expired or was already used. Please sign in again.',
  tokenInvalid: "The answer of the school's sign-in could not be verified. Please sign in again.",
  providerRefused: "The school's sign-in was cancelled or refused. Please try again.",
  emailUnverified:
    "Your school account's e-mail address is not verified, so it cannot be matched to an account here. " +
    "Please ask your school's IT to verify it.",
  noAccount:
    'There is no account for this e-mail address, and accounts are not created at sign-in for it. ' +
    'Please ask your teacher or an administrator for an invitation.',
  ticketInvalid: 'This sign-in has expired or was already used. Please sign in again.',
  identityNotFound: 'This linked sign-in was not found.',
  identityRemoved: 'The linked sign-in was removed.',
} as const;

/**
 * The refusals of the round trip. The callback cannot answer JSON to a browser on its way back
 * from the provider: it redirects to `/login?sso=<code>` and the login page shows the sentence.
 */
export const OIDC_ERRORS = defineErrors('oidc', {
  unknownProvider: { status: 404, message: OIDC_MESSAGES.unknownProvider },
  unreachable: { status: 503, message: OIDC_MESSAGES.unreachable },
  stateInvalid: { status: 400, message: OIDC_MESSAGES.stateInvalid },
  tokenInvalid: { status: 401, message: OIDC_MESSAGES.tokenInvalid },
  providerRefused: { status: 401, message: OIDC_MESSAGES.providerRefused },
  emailUnverified: { status: 403, message: OIDC_MESSAGES.emailUnverified },
  noAccount: { status: 403, message: OIDC_MESSAGES.noAccount },
  ticketInvalid: { status: 400, message: OIDC_MESSAGES.ticketInvalid },
  identityNotFound: { status: 404, message: OIDC_MESSAGES.identityNotFound },
});

/** A configured provider as anyone may see it: no issuer, client id or secret. */
export const oidcProviderSchema = z.object({ id: z.string(), name: z.string() });
export type OidcProvider = z.infer<typeof oidcProviderSchema>;
export const oidcProviderListSchema = z.object({ providers: z.array(oidcProviderSchema) });
export type OidcProviderList = z.infer<typeof oidcProviderListSchema>;

export const oidcProviderParamsSchema = z.object({
  provider: z.string().regex(OIDC_PROVIDER_ID, 'must be a provider id'),
});

export const oidcStartQuerySchema = z.object({
  remember: z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});

/** What the provider sends back; every other parameter is the library's to read. */
export const oidcCallbackQuerySchema = z.looseObject({
  state: z.string().max(200).optional(),
  code: z.string().max(4096).optional(),
  error: z.string().max(200).optional(),
});

export const oidcFinishBodySchema = z.object({
  ticket: z.string().min(1, 'ticket is required').max(200, 'ticket is not valid'),
});
export type OidcFinishBody = z.infer<typeof oidcFinishBodySchema>;

/** An identity at a provider linked to an account (admins see them on the user's page). */
export const linkedIdentitySchema = z.object({
  id: z.string(),
  provider: z.string(),
  /** The provider's display name (the id when the provider is no longer configured). */
  providerName: z.string(),
  subject: z.string(),
  email: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type LinkedIdentity = z.infer<typeof linkedIdentitySchema>;
export const linkedIdentityListSchema = z.object({ identities: z.array(linkedIdentitySchema) });
export type LinkedIdentityList = z.infer<typeof linkedIdentityListSchema>;

export const userIdentityParamsSchema = z.object({ id: idSchema });
export const identityParamsSchema = z.object({ id: idSchema, identityId: idSchema });

/** The address the web app's continue page reads the ticket from (in the fragment: never logged). */
export const OIDC_CONTINUE_PATH = '/sign-in/continue';

export const OIDC_API = {
  providers: get('/api/auth/oidc/providers', { response: { 200: oidcProviderListSchema } }),
  start: get('/api/auth/oidc/:provider/start', {
    params: oidcProviderParamsSchema,
    querystring: oidcStartQuerySchema,
    summary: "Redirects to the provider's sign-in (PKCE, state and nonce)",
  }),
  callback: get('/api/auth/oidc/:provider/callback', {
    params: oidcProviderParamsSchema,
    querystring: oidcCallbackQuerySchema,
    summary: `Checks the provider's answer; redirects to ${OIDC_CONTINUE_PATH}#ticket=… or /login?sso=<code>`,
  }),
  finish: post('/api/auth/oidc/finish', {
    body: oidcFinishBodySchema,
    response: { 200: signInResultSchema },
  }),
  identities: get('/api/users/:id/identities', {
    params: userIdentityParamsSchema,
    response: { 200: linkedIdentityListSchema },
  }),
  removeIdentity: del('/api/users/:id/identities/:identityId', {
    params: identityParamsSchema,
    response: { 200: msgSchema },
  }),
} as const;
