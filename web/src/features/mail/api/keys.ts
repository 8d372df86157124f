/** Query keys of mail: every mail query starts with `mailKeys.all`, so one invalidation reaches them all. */
export const mailKeys = {
  all: ['mail'] as const,
  settings: () => [...mailKeys.all, 'settings'] as const,
  templates: () => [...mailKeys.all, 'templates'] as const,
  /** Every loaded page of the log, whatever the filter: a send refreshes them all. */
  logs: () => [...mailKeys.all, 'log'] as const,
  log: (status: string | undefined) => [...mailKeys.logs(), status ?? 'all'] as const,
};
