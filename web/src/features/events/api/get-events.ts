import type { EventMeta } from '@atelier/contract/events';
import { apiRead } from '../../../lib/api-read';
import { eventKeys } from './keys';

/** GET /api/event-meta/all (public): every event, newest first. */
const events = apiRead<EventMeta[]>({
  key: eventKeys.list,
  path: () => '/event-meta/all',
  anonymous: true,
});

export const eventsQueryOptions = events.options;
export const useEvents = events.use;
