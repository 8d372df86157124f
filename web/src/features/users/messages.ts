import type { Role } from '@atelier/contract/roles';
import type { ManagedUser } from '@atelier/contract/users';

/** The server's wording of user management, shared with the server and the tests. */
export { USER_TEXT } from '@atelier/contract/users';

/** Wording of our own where the server sends none. */
export const USER_UI_TEXT = {
  loadFailed: 'Could not load the users. Please try again.',
  noUsers: 'No users yet.',
  noMatches: 'No users match these filters.',
  actionFailed: 'Could not change this user. Please try again.',
  createFailed: 'Could not create the user. Please try again.',
  inviteFailed: 'Could not send the invitation. Please try again.',
  exportFailed: 'Could not export the users. Please try again.',
  createHint: 'They get an e-mail with a link to choose their own password.',
  deactivateTitle: (name: string) => `Deactivate ${name}?`,
  deactivateBody: 'They are signed out everywhere at once.',
  roleTitle: (name: string, role: Role) => `Change the role of ${name} to ${ROLE_LABELS[role]}?`,
  roleBody: 'Their open sessions end at once; they sign in again with the new role.',
  never: 'Never',
  endSessionsTitle: (name: string) => `Sign ${name} out everywhere?`,
  endSessionsBody:
    'Every open session of this user ends at once, on every device; their account stays active and they can sign in again.',
  userLoadFailed: 'Could not load this user. Please try again.',
  signInLoadFailed: 'Could not load how this user signs in. Please try again.',
  resetFailed: 'Could not reset two-factor. Please try again.',
  resetTitle: (name: string) => `Reset two-factor of ${name}?`,
  resetBody:
    'Their authenticator app, recovery codes and passkeys are removed and they are signed out everywhere. They sign in with their password or school account and set up two-factor again. Do this only once you are sure it is them asking.',
  resetOwnNote: 'Change your own two-factor under Settings.',
  nothingToReset: 'No second factor to reset.',
} as const;

export const ROLE_LABELS: Record<Role, string> = {
  student: 'Student',
  smartLABS: 'smartLABS',
  admin: 'Admin',
};

export type UserBadge = 'active' | 'deactivated' | 'invitePending';

export const BADGE_LABELS: Record<UserBadge, string> = {
  active: 'Active',
  deactivated: 'Deactivated',
  invitePending: 'Invite pending',
};

/** One badge a row: a deactivated account says so first; an active one may still await its password. */
export function badgeOf(user: Pick<ManagedUser, 'status' | 'invitePending'>): UserBadge {
  if (user.status === 'deactivated') return 'deactivated';
  return user.invitePending ? 'invitePending' : 'active';
}
