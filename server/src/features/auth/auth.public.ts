/**
 * Auth's public surface (decision 007): the one module of `features/auth` that other features,
 * the CLI and the seed may import. Accounts are made, found, re-roled and signed out only through
 * these; everything else in the folder is auth's own, and the lint boundary rules refuse an import
 * of it from outside.
 */
export { changeRole, endAllSessions, replacePassword, type AccountChange } from './accounts';
export { countUsers, findUserByEmail, insertUser, listUsers, toUser, type NewUser } from './auth.store';
export { sweepChallenges } from './challenges';
export { isCommonPassword } from './common-passwords';
export { lockFactorsOf } from './factors/factors.store';
export {
  createInvitedAccount,
  createInvitedAccounts,
  hasNoPassword,
  invitedSince,
  sendInvite,
} from './invites';
