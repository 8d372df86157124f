/** Query keys of user management: every users query starts with `userKeys.all`. */
export const userKeys = {
  all: ['users'] as const,
  /** Every list page's key starts here, so a write refreshes whichever page is shown. */
  lists: () => [...userKeys.all, 'list'] as const,
  list: <Filters extends { q: string }>(filters: Filters) =>
    [...userKeys.lists(), { ...filters, q: filters.q.trim() }] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
  /** How the user signs in (two-factor, passkeys, identities). */
  signIn: (id: string) => [...userKeys.all, 'sign-in', id] as const,
  /** The identities at schools' providers linked to one user. */
  identities: (userId: string) => [...userKeys.all, 'identities', userId] as const,
};
