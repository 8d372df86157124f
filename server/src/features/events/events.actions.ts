import { EVENT_ERRORS, type EventMetaBody } from '@atelier/contract/events';
import type { FastifyInstance } from 'fastify';
import { fail } from '../../lib/errors';
import * as store from './events.store';

/** The topic of the event list (GET /api/event-meta/all). */
export const META_TOPIC = 'event-meta';

/** Adds the event; its id must be new. Every process's cached event list is dropped once it commits. */
export async function createEvent(app: FastifyInstance, body: EventMetaBody): Promise<void> {
  const created = await app.transact(async ({ tx, announce }) => {
    if (!(await store.insertEvent(tx, body))) return false;
    announce(META_TOPIC);
    return true;
  });
  if (!created) throw fail(EVENT_ERRORS.eventTaken);
}
