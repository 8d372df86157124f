import type { RosterImport } from '@atelier/contract/rosters';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn, testConfig, testDatabase, type TestContext } from '../../../../test/helpers';
import { startRelay } from '../../../../test/smtp';
import { buildApp } from '../../../app';
import { truncateAll } from '../../../db/client';
import { ROSTER_INVITE_JOB } from './roster.actions';

const csv = (...lines: string[]) => lines.join('\r\n') + '\r\n';

// Its own app, alone on the worker's database: another app's job worker would send the invitations instead.
describe('the invitations over a real SMTP relay', () => {
  it('counts an invitation the relay refuses as failed, and the import still ends', async () => {
    const relay = await startRelay({ reject: /^grace@/ });
    const config = testConfig({ SMTP_URL: relay.url, MAIL_RATE_PER_MIN: '6000' });
    const database = await testDatabase();
    await truncateAll(database.db);
    const relayed: TestContext = { app: await buildApp(config, { database }), config, database };
    try {
      const admin = await signIn(relayed, 'admin');
      const data = new FormData();
      const file = csv('name,email,role', 'Ada,ada@school.test,student', 'Grace,grace@school.test,student');
      data.append('file', new Blob([file], { type: 'text/csv' }), 'class.csv');
      const preview = (
        await admin.inject({ method: 'POST', url: '/api/users/roster/preview', payload: data })
      ).json<RosterImport>();
      await admin.inject({ method: 'POST', url: `/api/users/roster/${preview._id}/import`, payload: {} });
      await relayed.app.jobs.drain();
      const progress = await admin.inject({ method: 'GET', url: `/api/users/roster/${preview._id}` });
      expect(progress.json()).toMatchObject({ status: 'done', created: 2, invited: 1, failed: 1 });
      expect(relay.received.map((mail) => mail.to)).toEqual([['ada@school.test']]);
      expect(relay.received[0]!.parsed.subject).toMatch(/account is ready/);
      expect(progress.json()).not.toHaveProperty('rows');
      const full = await admin.inject({ method: 'GET', url: `/api/users/roster/${preview._id}?rows=1` });
      expect(full.json<RosterImport>().rows!.map((r) => [r.email, r.invitation])).toEqual([
        ['ada@school.test', 'sent'],
        ['grace@school.test', 'failed'],
      ]);
      // The invitation job run again: nobody is mailed or counted twice, the failed one included.
      const made = (await relayed.database.db.execute(
        sql`SELECT id FROM users WHERE email IN ('ada@school.test', 'grace@school.test') ORDER BY email`,
      )) as unknown as { rows: { id: string }[] };
      const invites = made.rows.map((row, i) => [row.id, i + 1]);
      await relayed.app.jobs.enqueue(relayed.database.db, ROSTER_INVITE_JOB, {
        importId: preview._id,
        invites,
      });
      await relayed.app.jobs.drain();
      const again = await admin.inject({ method: 'GET', url: `/api/users/roster/${preview._id}` });
      expect(again.json()).toMatchObject({ status: 'done', invited: 1, failed: 1 });
      expect(relay.received).toHaveLength(1);
    } finally {
      await relayed.app.close();
      await relay.close();
    }
  }, 60_000); // a second app and a relay: slow to start on a loaded machine
});
