/** Query keys of the FAQ: every FAQ query starts with `faqKeys.all`. */
export const faqKeys = {
  all: ['faq'] as const,
  /** Both lists, the public one and the admin's with pending questions: a write refreshes them. */
  lists: () => [...faqKeys.all, 'all'] as const,
  list: (withPending: boolean) => [...faqKeys.lists(), withPending ? 'admin' : 'public'] as const,
};
