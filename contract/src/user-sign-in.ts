import { z } from 'zod';
import { get, post } from './endpoints';
import { defineErrors } from './errors';
import { userIdParamsSchema } from './users';

/**
 * How a user signs in, as their admin sees it (issue 29): two-factor and passkeys, and the reset
 * an admin does for a user who lost their device. Linked identities: OIDC_API.identities.
 */
export const USER_SIGN_IN_TEXT = {
  resetOwn: 'You cannot reset your own two-factor here: change your factors under Settings.',
  reset: (n: { totp: number; recoveryCodes: number; passkeys: number; sessions: number }) =>
    n.totp + n.recoveryCodes + n.passkeys === 0
      ? 'This user had no second factor to reset.'
      : `Two-factor reset: ${[
          n.totp ? 'the authenticator app' : '',
          n.recoveryCodes ? `${n.recoveryCodes} recovery code${n.recoveryCodes === 1 ? '' : 's'}` : '',
          n.passkeys ? `${n.passkeys} passkey${n.passkeys === 1 ? '' : 's'}` : '',
        ]
          .filter(Boolean)
          .join(', ')} removed; they were signed out.`,
} as const;

export const USER_SIGN_IN_ERRORS = defineErrors('userSignIn', {
  resetOwn: { status: 409, message: USER_SIGN_IN_TEXT.resetOwn },
});

export const userPasskeySchema = z.object({
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});

/** GET /api/users/{id}/sign-in. */
export const userSignInSchema = z.object({
  factors: z.object({
    /** A confirmed authenticator app. */
    totp: z.boolean(),
    recoveryCodesLeft: z.number().int(),
    passkeys: z.array(userPasskeySchema),
  }),
});
export type UserSignIn = z.infer<typeof userSignInSchema>;

/** POST /api/users/{id}/reset-factors: what was removed. */
export const resetFactorsResponseSchema = z.object({
  message: z.string(),
  removed: z.object({
    totp: z.number().int(),
    recoveryCodes: z.number().int(),
    passkeys: z.number().int(),
    sessions: z.number().int(),
  }),
});
export type ResetFactorsResponse = z.infer<typeof resetFactorsResponseSchema>;

/** Admins only. */
export const USER_SIGN_IN_API = {
  get: get('/api/users/:id/sign-in', { params: userIdParamsSchema, response: { 200: userSignInSchema } }),
  resetFactors: post('/api/users/:id/reset-factors', {
    params: userIdParamsSchema,
    response: { 200: resetFactorsResponseSchema },
  }),
};
