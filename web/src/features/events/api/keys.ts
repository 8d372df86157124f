/** Query keys of the events: every event query starts with `eventKeys.all`. */
export const eventKeys = {
  all: ['events'] as const,
  list: () => [...eventKeys.all, 'all'] as const,
  /** Every page of one event's registrations. */
  registrations: (eventId: string) => [...eventKeys.all, 'registrations', eventId] as const,
  registrationPage: ({ eventId, page, limit }: { eventId: string; page: number; limit: number }) =>
    [...eventKeys.registrations(eventId), { page, limit }] as const,
};
