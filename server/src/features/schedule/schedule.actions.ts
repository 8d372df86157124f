import { SCHEDULE_ERRORS, type ScheduleEntry, type ScheduleFields } from '@atelier/contract/schedule';
import type { FastifyInstance } from 'fastify';
import * as store from './schedule.store';

/** Every write to the schedule changes the list (and the feed built from it). */
export const SCHEDULE_TOPIC = 'schedule';

export async function addEntry(app: FastifyInstance, body: ScheduleFields): Promise<ScheduleEntry> {
  return app.transact(async ({ tx, announce }) => {
    const entry = await store.insertEntry(tx, body);
    announce(SCHEDULE_TOPIC);
    return entry;
  });
}

export async function updateEntry(
  app: FastifyInstance,
  id: string,
  body: ScheduleFields,
): Promise<ScheduleEntry> {
  return app.writeOr404(SCHEDULE_TOPIC, SCHEDULE_ERRORS.notFound, ({ tx }) =>
    store.updateEntry(tx, id, body),
  );
}

export async function deleteEntry(app: FastifyInstance, id: string): Promise<void> {
  await app.writeOr404(SCHEDULE_TOPIC, SCHEDULE_ERRORS.notFound, ({ tx }) => store.deleteEntry(tx, id));
}
