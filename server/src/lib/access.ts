import type { Access } from '@atelier/contract/roles';
import type { User } from '@atelier/contract/auth';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors';

export type { Access } from '@atelier/contract/roles';

/** Who is calling, as the auth guard (features/auth/auth.plugin.ts) found them from the bearer token. */
export interface AuthContext {
  user: User;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /api route: the app refuses to start without it. */
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The signed-in user of a guarded route (the guard has already refused anyone else). */
export function currentUser(request: FastifyRequest): User {
  if (!request.auth) throw unauthorized();
  return request.auth.user;
}

/** The caller's session (to end it on logout). */
export function currentSession(request: FastifyRequest): string {
  if (!request.auth) throw unauthorized();
  return request.auth.sessionId;
}

/** Refuses a `userId` given by the client that is not the caller's own (admins may act for others). */
export function assertSelf(
  request: FastifyRequest,
  userId: string | undefined,
  opts: { adminMayAct?: boolean } = {},
) {
  const user = currentUser(request);
  if (userId === undefined || userId === user._id) return;
  if (opts.adminMayAct && user.role === 'admin') return;
  throw forbidden('You can only act for your own account');
}
