import { z } from 'zod';
import { emailSchema, idSchema, page, PAGE_LIMITS, pageQuery, personName } from './common';
import { get, patch, post } from './endpoints';
import { defineErrors } from './errors';
import { ROLES, roleSchema } from './roles';

/** `pageSize`: the rows of one page of the admin table (`limit` of GET /api/users). */
export const USER_LIMITS = { name: 100, search: 100, pageSize: 25 } as const;

export const USER_STATUSES = ['active', 'deactivated'] as const;

/** Wording of user management (the spec leaves the page a placeholder). */
export const USER_TEXT = {
  created: 'User created and invitation e-mailed.',
  createdNotSent: 'User created, but the invitation could not be sent. Use "Resend invite".',
  roleChanged: 'Role changed; their open sessions were ended.',
  deactivated: 'User deactivated; their open sessions were ended.',
  reactivated: 'User reactivated.',
  inviteSent: 'Invitation sent.',
  inviteNotSent: 'The invitation could not be sent. Please try again later.',
  emailTaken: 'An account with this e-mail already exists.',
  notYourself: 'You cannot deactivate or demote your own account.',
  lastAdmin: 'This is the last active admin: make another admin first.',
  alreadyActive: 'This account has already set its password; an invitation is not needed.',
  deactivatedLogin: 'This account is deactivated. Please ask an administrator.',
  notFound: 'User not found',
  sessionsEnded: (n: number) =>
    n === 0
      ? 'This user had no open sessions.'
      : `Ended ${n} open session${n === 1 ? '' : 's'}; they must sign in again.`,
} as const;

/** The refusals of /api/users/*: each 409 has its own code, so the page tells them apart. */
export const USER_ERRORS = defineErrors('users', {
  notFound: { status: 404, message: USER_TEXT.notFound },
  emailTaken: { status: 409, message: USER_TEXT.emailTaken },
  notYourself: { status: 409, message: USER_TEXT.notYourself },
  lastAdmin: { status: 409, message: USER_TEXT.lastAdmin },
  alreadyActive: { status: 409, message: USER_TEXT.alreadyActive },
});

/** A user as user management lists them. */
export const managedUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  status: z.enum(USER_STATUSES),
  /** True until the invited user has chosen a password. */
  invitePending: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

/** GET /api/users: `pageQuery` (newest first; `page` for the table's buttons or `cursor`) and the filters. */
export const userListQuerySchema = pageQuery.safeExtend({
  limit: z.coerce.number().int().min(1).max(PAGE_LIMITS.max).default(USER_LIMITS.pageSize),
  q: z.string().trim().max(USER_LIMITS.search).optional().default(''),
  role: z.enum(ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userPageSchema = page(managedUserSchema);
export type UserPage = z.infer<typeof userPageSchema>;

/** POST /api/users: the admin names the person and the role; the person chooses the password. */
export const createUserBodySchema = z.object({
  name: personName(USER_LIMITS.name),
  email: emailSchema,
  role: roleSchema,
});
export type CreateUserBody = z.input<typeof createUserBodySchema>;

export const userIdParamsSchema = z.object({ id: idSchema });
export const changeRoleBodySchema = z.object({ role: roleSchema });

export const managedUserResponseSchema = z.object({
  message: z.string(),
  user: managedUserSchema,
  /** Whether the invitation e-mail went out (create, resend). */
  inviteSent: z.boolean().optional(),
});
export type ManagedUserResponse = z.infer<typeof managedUserResponseSchema>;

/** POST /api/users/{id}/sessions/end: how many of the user's sessions the admin ended. */
export const endUserSessionsResponseSchema = z.object({ message: z.string(), ended: z.number().int() });
export type EndUserSessionsResponse = z.infer<typeof endUserSessionsResponseSchema>;

const byUserId = { params: userIdParamsSchema, response: { 200: managedUserResponseSchema } };

/** User management, admins only. */
export const USERS_API = {
  list: get('/api/users', { querystring: userListQuerySchema, response: { 200: userPageSchema } }),
  /** One user, for their page in user management. */
  get: get('/api/users/:id', { params: userIdParamsSchema, response: { 200: managedUserSchema } }),
  create: post('/api/users', { body: createUserBodySchema, response: { 201: managedUserResponseSchema } }),
  setRole: patch('/api/users/:id/role', { ...byUserId, body: changeRoleBodySchema }),
  deactivate: post('/api/users/:id/deactivate', byUserId),
  reactivate: post('/api/users/:id/reactivate', byUserId),
  endSessions: post('/api/users/:id/sessions/end', {
    params: userIdParamsSchema,
    response: { 200: endUserSessionsResponseSchema },
  }),
  resendInvite: post('/api/users/:id/resend-invite', byUserId),
};
