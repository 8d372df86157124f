import { z } from 'zod';
import { emailSchema, idSchema, isWellFormed, msgSchema, personName, text } from './common';
import { AVATAR_CHOICES } from './auth-values';
import { del, get, post, put } from './endpoints';
import { defineErrors } from './errors';
import { roleSchema } from './roles';
import { USER_TEXT } from './users';

export { ROLES, roleSchema, type Role } from './roles';

export const GENDERS = ['male', 'female', 'other'] as const;

export { AVATAR_CHOICES, BUNDLED_AVATARS, DEFAULT_AVATAR } from './auth-values';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

/**
 * Unpaired surrogates are refused: UTF-8 turns each into U+FFFD, so two different passwords would
 * hash alike. The server hashes the NFC form (lib/passwords.ts), so a password typed on another
 * keyboard or system composes the same way.
 */
const PASSWORD_ILL_FORMED = 'Password contains characters that are not allowed (unpaired surrogates)';

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .refine(isWellFormed, PASSWORD_ILL_FORMED);

/** Login accepts any non-empty password up to the cap; the hash decides. */
const givenPasswordSchema = z
  .string()
  .min(1, 'Password is required')
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .refine(isWellFormed, PASSWORD_ILL_FORMED);

export const userSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  gender: z.string(),
  country: z.string(),
  institution: z.string(),
  phone: z.string(),
  avatar: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: givenPasswordSchema,
  role: roleSchema,
  remember: z.boolean().optional().default(false),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const loginResponseSchema = z.object({ user: userSchema, token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The second factors a sign-in may ask for (issue 29): an authenticator app, a passkey, a recovery code. */
export const SECOND_FACTORS = ['totp', 'passkey', 'recovery'] as const;
export const secondFactorSchema = z.enum(SECOND_FACTORS);
export type SecondFactor = z.infer<typeof secondFactorSchema>;

/**
 * Where a proven first factor (password, OpenID provider) leads: a session, or the next step — a
 * second factor the account has (`methods`), or setting one up because the role must have one. The
 * `challenge` names the step in the calls that finish it (server/src/features/auth/sign-in.ts).
 */
export const signInResultSchema = z.union([
  loginResponseSchema,
  z.object({ next: z.literal('second-factor'), challenge: z.string(), methods: z.array(secondFactorSchema) }),
  z.object({ next: z.literal('factor-setup'), challenge: z.string() }),
]);
export type SignInResult = z.infer<typeof signInResultSchema>;

export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });

export const resetPasswordBodySchema = z.object({
  token: z.string().min(1, 'token is required').max(200, 'token is not valid'),
  newPassword: newPasswordSchema,
});

export const changePasswordBodySchema = z.object({
  userId: idSchema.optional(),
  currentPassword: givenPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const userIdParamsSchema = z.object({ userId: idSchema });

const phoneSchema = text(32).refine(
  (s) => /^[0-9+()\-\s]*$/.test(s),
  'phone may hold only digits, spaces and + ( ) -',
);

/** Profile fields a user may change; e-mail and role are not among them. */
export const updateProfileBodySchema = z.object({
  name: personName(100, 'name').optional(),
  gender: z.union([z.enum(GENDERS), z.literal('')]).optional(),
  country: text(100).optional(),
  institution: text(200).optional(),
  phone: phoneSchema.optional(),
  avatar: z
    .enum(AVATAR_CHOICES as [string, ...string[]], { message: 'avatar must be one of 1.jpg to 10.jpg' })
    .optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const streakDatesResponseSchema = z.object({ streakDates: z.array(z.string()) });
export type StreakDatesResponse = z.infer<typeof streakDatesResponseSchema>;

/** The longest User-Agent a session keeps (longer ones are cut). */
export const USER_AGENT_MAX = 512;

/**
 * One of the caller's signed-in sessions (GET /api/auth/sessions): an opaque id, never the token
 * or its hash; `device` is a readable summary of `userAgent` ("Firefox on Windows").
 */
export const activeSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  userAgent: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const activeSessionListSchema = z.object({ sessions: z.array(activeSessionSchema) });
export type ActiveSessionList = z.infer<typeof activeSessionListSchema>;

export const sessionIdParamsSchema = z.object({ id: idSchema });

export const endSessionsResponseSchema = z.object({ msg: z.string(), ended: z.number().int() });
export type EndSessionsResponse = z.infer<typeof endSessionsResponseSchema>;

/** The spec's messages for the session screens. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email, password or role',
  forgotSent: 'If an account exists for that e-mail, a reset link has been sent.',
  resetDone: 'Password has been reset. You can log in now.',
  resetInvalid: 'This reset link is invalid or has expired.',
  passwordChanged: 'Password changed successfully!',
  wrongCurrentPassword: 'Current password is incorrect',
  commonPassword:
    'This password is one of the most common passwords and easy to guess: please choose another.',
  loggedOut: 'Logged out',
  sessionEnded: 'Session ended.',
  sessionNotFound: 'Session not found',
  otherSessionsEnded: (n: number) =>
    n === 0 ? 'No other sessions were open.' : `Ended ${n} other session${n === 1 ? '' : 's'}.`,
  inviteDone: 'Your password is set — sign in.',
  tooMany: (wait: string) => `Too many attempts. Please wait ${wait} and try again.`,
} as const;

/** The refusals of /api/auth/* (answered as `msg`); a deactivated account's sentence is user management's. */
export const AUTH_ERRORS = defineErrors('auth', {
  invalidCredentials: { status: 401, message: AUTH_MESSAGES.invalidCredentials },
  deactivated: { status: 403, message: USER_TEXT.deactivatedLogin },
  wrongCurrentPassword: { status: 400, message: AUTH_MESSAGES.wrongCurrentPassword },
  commonPassword: { status: 400, message: AUTH_MESSAGES.commonPassword },
  resetInvalid: { status: 400, message: AUTH_MESSAGES.resetInvalid },
  sessionNotFound: { status: 404, message: AUTH_MESSAGES.sessionNotFound },
  userNotFound: { status: 404, message: USER_TEXT.notFound },
});

/**
 * The spec's messages the web app shows on the sign-in, recovery, profile and settings screens
 * (spec-1 §5, §8; spec-2 §5, §8). A missing server message reads 'Server error'.
 */
export const AUTH_UI_MESSAGES = {
  loginFailed: (serverMsg?: string) => `Login failed: ${serverMsg || 'Server error'}`,
  forgotFailed: 'Failed to send reset email.',
  resetFailed: 'Reset failed.',
  resetMismatch: 'Err: Passwords do not match',
  profileUpdateFailed: 'Failed to update profile.',
  changePasswordFailed: (serverMsg?: string) => `Error changing password: ${serverMsg || 'Server error'}`,
  changePasswordMismatch: 'Passwords do not match.',
} as const;

/** Sign-in, sessions, passwords and the caller's profile; answers say `msg` (the spec's word here). */
export const AUTH_API = {
  login: post('/api/auth/login', { body: loginBodySchema, response: { 200: signInResultSchema } }),
  logout: post('/api/auth/logout', { response: { 200: msgSchema } }),
  sessions: get('/api/auth/sessions', { response: { 200: activeSessionListSchema } }),
  endSession: del('/api/auth/sessions/:id', { params: sessionIdParamsSchema, response: { 200: msgSchema } }),
  endOtherSessions: post('/api/auth/sessions/end-others', { response: { 200: endSessionsResponseSchema } }),
  validateToken: get('/api/auth/validate-token', { response: { 200: userResponseSchema } }),
  forgotPassword: post('/api/auth/forgot-password', {
    body: forgotPasswordBodySchema,
    response: { 200: msgSchema },
  }),
  resetPassword: post('/api/auth/reset-password', {
    body: resetPasswordBodySchema,
    response: { 200: msgSchema },
  }),
  changePassword: post('/api/auth/change-password', {
    body: changePasswordBodySchema,
    response: { 200: msgSchema },
  }),
  updateProfile: put('/api/auth/update/:userId', {
    params: userIdParamsSchema,
    body: updateProfileBodySchema,
    response: { 200: userResponseSchema },
  }),
  streakDates: get('/api/auth/streak-dates', { response: { 200: streakDatesResponseSchema } }),
};
