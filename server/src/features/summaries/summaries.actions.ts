import { SUMMARY_ERRORS, type Summary } from '@atelier/contract/summaries';
import type { FastifyInstance } from 'fastify';
import { fail } from '../../lib/errors';
import { forgetNotificationsTo } from '../../db/notifications-store';
import * as store from './summaries.store';

/** Every write changes the list (its cached answer listens to this topic). */
export const SUMMARIES_TOPIC = 'summaries';

const summaryLink = (id: string) => `/dashboard/smartLABS/summary/${id}`;

/** Adds the summary and tells the smartLABS cohort of it (the bell, after commit). */
export async function addSummary(
  app: FastifyInstance,
  values: store.SummaryValues,
  createdBy: string,
): Promise<Summary> {
  return app.transact(async ({ tx, announce, notify }) => {
    const summary = await store.insertSummary(tx, values, createdBy);
    await notify(
      { roles: ['smartLABS'] },
      {
        kind: 'new_summary',
        title: `New session summary: ${summary.sessionTitle}`,
        body: summary.tag,
        link: summaryLink(summary._id),
      },
    );
    announce(SUMMARIES_TOPIC);
    return summary;
  });
}

export async function updateSummary(
  app: FastifyInstance,
  id: string,
  values: store.SummaryValues,
): Promise<Summary> {
  return app.writeOr404(SUMMARIES_TOPIC, SUMMARY_ERRORS.notFound, ({ tx }) =>
    store.updateSummary(tx, id, values),
  );
}

/** Deletes the summary and the notifications that lead to it. */
export async function deleteSummary(app: FastifyInstance, id: string): Promise<void> {
  await app.transact(async (unit) => {
    if (!(await store.deleteSummary(unit.tx, id))) throw fail(SUMMARY_ERRORS.notFound);
    await forgetNotificationsTo(unit, summaryLink(id));
    unit.announce(SUMMARIES_TOPIC);
  });
}
