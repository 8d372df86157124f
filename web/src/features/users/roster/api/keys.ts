/** Query keys of roster imports: under the users feature's keys, so a users write leaves them alone. */
export const rosterKeys = {
  all: ['users', 'roster'] as const,
  detail: (id: string) => [...rosterKeys.all, id] as const,
};
