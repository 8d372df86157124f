/** Query keys of the summaries: every summary query starts with `summaryKeys.all`, which a save refreshes. */
export const summaryKeys = {
  all: ['summaries'] as const,
  list: () => [...summaryKeys.all, 'list'] as const,
  one: (id: string) => [...summaryKeys.all, 'one', id] as const,
};
