import { z } from 'zod';
import { loginResponseSchema, PASSWORD_MAX } from './auth';
import { isWellFormed, msgSchema } from './common';
import { get, post, put, del } from './endpoints';
import { FACTORS_TEXT, TOTP_DIGITS } from './factors-values';
import { roleSchema } from './roles';

export * from './factors-values';

/** A sign-in step's token (authChallenges): opaque, as the server handed it out. */
export const challengeSchema = z.string().min(1, 'challenge is required').max(200, 'challenge is not valid');

/** An authenticator app's code: six digits; spaces a user copies along are dropped. */
export const totpCodeSchema = z
  .string()
  .max(20, `code must be ${TOTP_DIGITS} digits`)
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, `code must be ${TOTP_DIGITS} digits`));

/** A recovery code as typed (case, spaces and dashes do not matter; the server normalises). */
export const recoveryCodeSchema = z
  .string()
  .max(64, 'code is not valid')
  .transform((s) => s.toLowerCase().replace(/[\s-]+/g, ''))
  .pipe(z.string().regex(/^[a-z2-7]{16}$/, 'code is not a recovery code'));

/** POST /api/auth/second-factor: the code of the second step of a sign-in. */
export const secondFactorBodySchema = z.discriminatedUnion('method', [
  z.object({ challenge: challengeSchema, method: z.literal('totp'), code: totpCodeSchema }),
  z.object({ challenge: challengeSchema, method: z.literal('recovery'), code: recoveryCodeSchema }),
]);
export type SecondFactorBody = z.input<typeof secondFactorBodySchema>;

const givenPassword = z
  .string()
  .min(1, 'Password is required')
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .refine(isWellFormed, 'Password contains characters that are not allowed');

/** POST /api/auth/step-up: the password again, or a fresh authenticator code. */
export const stepUpBodySchema = z.union([
  z.object({ password: givenPassword }).strict(),
  z.object({ method: z.literal('totp'), code: totpCodeSchema }).strict(),
]);
export type StepUpBody = z.input<typeof stepUpBodySchema>;

export const stepUpResponseSchema = z.object({ stepUp: z.string(), expiresAt: z.string() });
export type StepUpResponse = z.infer<typeof stepUpResponseSchema>;

/** The caller's factors as the settings page shows them. */
export const factorStatusSchema = z.object({
  totp: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.number().int(),
  /** Whether the caller's role must use two-factor sign-in. */
  required: z.boolean(),
});
export type FactorStatus = z.infer<typeof factorStatusSchema>;

/** A new authenticator app's secret: typed in by hand, or scanned as the QR code (SVG) of `uri`. */
export const totpSetupSchema = z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const challengeBodySchema = z.object({ challenge: challengeSchema });
export const setupConfirmBodySchema = z.object({ challenge: challengeSchema, code: totpCodeSchema });
export const totpConfirmBodySchema = z.object({ code: totpCodeSchema });

/** The end of the set-up walk-through: the session, and the recovery codes shown once. */
export const setupDoneSchema = loginResponseSchema.extend({ recoveryCodes: z.array(z.string()) });
export type SetupDone = z.infer<typeof setupDoneSchema>;

/** A lower-case domain name such as school.edu (sign-up domains; a provider's trusted e-mail domains). */
export const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const hostname = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'domain is too long')
  .regex(DOMAIN_PATTERN, 'must be a domain such as school.edu');

/** Provider ids as the configuration names them. */
export const providerIdSchema = z.string().regex(/^[a-z0-9-]{1,32}$/, FACTORS_TEXT.badProvider);

/** The school's sign-in settings (admins): who must use two-factor, who may sign up through a provider. */
export const signInSettingsSchema = z.object({
  mfaRoles: z
    .array(roleSchema)
    .max(3)
    .transform((roles) => [...new Set(roles)]),
  signupDomains: z
    .record(
      providerIdSchema,
      z
        .array(hostname)
        .max(50)
        .transform((d) => [...new Set(d)]),
    )
    .refine((r) => Object.keys(r).length <= 20, 'at most 20 providers'),
});
export type SignInSettings = z.infer<typeof signInSettingsSchema>;
export type SignInSettingsBody = z.input<typeof signInSettingsSchema>;

export const FACTORS_API = {
  secondFactor: post('/api/auth/second-factor', {
    body: secondFactorBodySchema,
    response: { 200: loginResponseSchema },
  }),
  stepUp: post('/api/auth/step-up', { body: stepUpBodySchema, response: { 200: stepUpResponseSchema } }),
  status: get('/api/auth/factors', { response: { 200: factorStatusSchema } }),
  startTotp: post('/api/auth/factors/totp', { response: { 200: totpSetupSchema } }),
  confirmTotp: post('/api/auth/factors/totp/confirm', {
    body: totpConfirmBodySchema,
    response: { 200: recoveryCodesSchema },
  }),
  removeTotp: del('/api/auth/factors/totp', { response: { 200: msgSchema } }),
  newRecoveryCodes: post('/api/auth/factors/recovery-codes', { response: { 200: recoveryCodesSchema } }),
  setupStart: post('/api/auth/factor-setup/totp', {
    body: challengeBodySchema,
    response: { 200: totpSetupSchema },
  }),
  setupConfirm: post('/api/auth/factor-setup/totp/confirm', {
    body: setupConfirmBodySchema,
    response: { 200: setupDoneSchema },
  }),
};

export const SIGN_IN_SETTINGS_API = {
  get: get('/api/admin/sign-in-settings', { response: { 200: signInSettingsSchema } }),
  put: put('/api/admin/sign-in-settings', {
    body: signInSettingsSchema,
    response: { 200: signInSettingsSchema },
  }),
};
