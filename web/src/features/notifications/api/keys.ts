/** Query keys of the notifications: every one starts with `notificationKeys.all`, which a read refreshes. */
export const notificationKeys = {
  all: ['notifications'] as const,
  page: () => [...notificationKeys.all, 'page'] as const,
  prefs: () => [...notificationKeys.all, 'prefs'] as const,
};
