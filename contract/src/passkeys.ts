/**
 * Passkeys (WebAuthn, issue 29): added, named and removed in Settings; a sign-in from the login card
 * with a discoverable credential (no e-mail typed); a second factor after a password; the factor a
 * user who must have one sets up. The browser's ceremonies go through `@simplewebauthn/browser`,
 * the server checks them with `@simplewebauthn/server` (server/src/features/auth/passkeys).
 */
import { z } from 'zod';
import { idSchema, isAllowedText, msgSchema, NOT_ALLOWED_TEXT } from './common';
import { signInResultSchema } from './auth';
import { setupDoneSchema } from './factors';
import { del, get, patch, post } from './endpoints';
import { defineErrors } from './errors';

export const PASSKEY_NAME_MAX = 60;

export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the passkey a name')
  .max(PASSKEY_NAME_MAX, `A passkey's name is at most ${PASSKEY_NAME_MAX} characters`)
  .refine(isAllowedText, `Name ${NOT_ALLOWED_TEXT}`);

/** A step's token as the server gave it (opaque). */
const tokenSchema = z.string().min(1, 'challenge is required').max(200, 'challenge is not valid');

const b64url = (max: number) =>
  z
    .string()
    .max(max, 'value is too long')
    .regex(/^[A-Za-z0-9_-]*$/, 'must be base64url');

/** What `startRegistration` answers (RegistrationResponseJSON), bounded. */
export const registrationResponseSchema = z.object({
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url(8000),
    attestationObject: b64url(40000),
    transports: z.array(z.string().max(20)).max(10).optional(),
    authenticatorData: b64url(40000).optional(),
    publicKey: b64url(4000).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  // Neither ceremony asks for an extension: whatever the browser reports is dropped.
  clientExtensionResults: z.unknown().transform(() => ({})),
});

/** What `startAuthentication` answers (AuthenticationResponseJSON), bounded. */
export const authenticationResponseSchema = z.object({
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url(8000),
    authenticatorData: b64url(40000),
    signature: b64url(2000),
    userHandle: b64url(200).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  // Neither ceremony asks for an extension: whatever the browser reports is dropped.
  clientExtensionResults: z.unknown().transform(() => ({})),
});

/** The options the browser passes to `startRegistration` / `startAuthentication`, as the server made them. */
const ceremonyOptionsSchema = z.record(z.string(), z.unknown());

/** A ceremony's options and the token of the step that will check its answer. */
export const passkeyOptionsResponseSchema = z.object({
  challenge: z.string(),
  options: ceremonyOptionsSchema,
});
export type PasskeyOptionsResponse = z.infer<typeof passkeyOptionsResponseSchema>;

/** A passkey as its owner sees it in Settings (never the key or the credential id). */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Backed up to the owner's password manager or platform account (a synced passkey). */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeyList = z.infer<typeof passkeyListSchema>;
export const passkeyResponseSchema = z.object({ passkey: passkeySchema });

export const registerVerifyBodySchema = z.object({
  challenge: tokenSchema,
  name: passkeyNameSchema,
  response: registrationResponseSchema,
});
export type RegisterVerifyBody = z.input<typeof registerVerifyBodySchema>;

export const renamePasskeyBodySchema = z.object({ name: passkeyNameSchema });
export const passkeyIdParamsSchema = z.object({ id: idSchema });

export const signInVerifyBodySchema = z.object({
  challenge: tokenSchema,
  response: authenticationResponseSchema,
  remember: z.boolean().optional().default(false),
});
export type PasskeySignInBody = z.input<typeof signInVerifyBodySchema>;

/** The step a password opened (`second-factor` or `factor-setup`), named by its token. */
export const stepBodySchema = z.object({ challenge: tokenSchema });

export const secondFactorVerifyBodySchema = z.object({
  challenge: tokenSchema,
  passkeyChallenge: tokenSchema,
  response: authenticationResponseSchema,
});
export type PasskeySecondFactorBody = z.input<typeof secondFactorVerifyBodySchema>;

/** The passkey a user who must have a second factor sets up during the sign-in (the `factor-setup` step). */
export const setupVerifyBodySchema = z.object({
  challenge: tokenSchema,
  passkeyChallenge: tokenSchema,
  name: passkeyNameSchema,
  response: registrationResponseSchema,
});
export type PasskeySetupBody = z.input<typeof setupVerifyBodySchema>;

export const PASSKEY_TEXT = {
  added: 'Passkey added.',
  renamed: 'Passkey renamed.',
  removed: 'Passkey removed.',
  stepExpired: 'This passkey request has expired or was already used. Please try again.',
  notVerified: 'This passkey could not be verified for Atelier. Please try again or sign in another way.',
  unknownCredential:
    'This passkey is not registered with Atelier. Sign in another way, then add it in Settings.',
  staleCounter:
    'This passkey answered with an old signature counter, as a copied key would: it was refused. Sign in another way.',
  alreadyRegistered: 'This passkey is already registered.',
  notFound: 'Passkey not found',
} as const;

/** The refusals of /api/auth/passkeys/* (answered as `msg`, as on every auth route). */
export const PASSKEY_ERRORS = defineErrors('passkeys', {
  stepExpired: { status: 400, message: PASSKEY_TEXT.stepExpired },
  notVerified: { status: 401, message: PASSKEY_TEXT.notVerified },
  unknownCredential: { status: 401, message: PASSKEY_TEXT.unknownCredential },
  staleCounter: { status: 401, message: PASSKEY_TEXT.staleCounter },
  alreadyRegistered: { status: 409, message: PASSKEY_TEXT.alreadyRegistered },
  notFound: { status: 404, message: PASSKEY_TEXT.notFound },
});

export const PASSKEY_API = {
  list: get('/api/auth/passkeys', { response: { 200: passkeyListSchema } }),
  registerOptions: post('/api/auth/passkeys/register/options', {
    response: { 200: passkeyOptionsResponseSchema },
  }),
  registerVerify: post('/api/auth/passkeys/register/verify', {
    body: registerVerifyBodySchema,
    response: { 200: passkeyResponseSchema },
  }),
  rename: patch('/api/auth/passkeys/:id', {
    params: passkeyIdParamsSchema,
    body: renamePasskeyBodySchema,
    response: { 200: passkeyResponseSchema },
  }),
  remove: del('/api/auth/passkeys/:id', { params: passkeyIdParamsSchema, response: { 200: msgSchema } }),
  signInOptions: post('/api/auth/passkeys/sign-in/options', {
    response: { 200: passkeyOptionsResponseSchema },
  }),
  signInVerify: post('/api/auth/passkeys/sign-in/verify', {
    body: signInVerifyBodySchema,
    response: { 200: signInResultSchema },
  }),
  secondFactorOptions: post('/api/auth/passkeys/second-factor/options', {
    body: stepBodySchema,
    response: { 200: passkeyOptionsResponseSchema },
  }),
  secondFactorVerify: post('/api/auth/passkeys/second-factor/verify', {
    body: secondFactorVerifyBodySchema,
    response: { 200: signInResultSchema },
  }),
  setupOptions: post('/api/auth/passkeys/setup/options', {
    body: stepBodySchema,
    response: { 200: passkeyOptionsResponseSchema },
  }),
  setupVerify: post('/api/auth/passkeys/setup/verify', {
    body: setupVerifyBodySchema,
    response: { 200: setupDoneSchema },
  }),
};
