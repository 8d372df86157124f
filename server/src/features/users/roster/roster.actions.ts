import type { Role, User } from '@atelier/contract/auth';
import { ROSTER_ERRORS, ROSTER_TEXT, type RosterImport } from '@atelier/contract/rosters';
import type { FastifyInstance } from 'fastify';
import fsp from 'node:fs/promises';
import { pick } from '../../../db/rows';
import { fail } from '../../../lib/errors';
import { recordAudit } from '../../audit/audit.public';
import { createInvitedAccount, sendInvite } from '../../auth/auth.public';
import { findUserRow } from '../users.store';
import { decodeUtf8, readRoster } from './roster.parse';
import * as store from './roster.store';

/** One invitation of an imported account: the same e-mail and link as "Add user" sends. */
export const ROSTER_INVITE_JOB = 'roster-invite';

export function defineRosterJobs(app: FastifyInstance): void {
  app.jobs.define(ROSTER_INVITE_JOB, async (payload) => {
    const user = await findUserRow(app.db, String(payload.userId));
    const sent = user ? await sendInvite(app, user) : false;
    await store.countInvite(app.db, String(payload.importId), sent);
  });
}

/**
 * Reads the uploaded CSV (UTF-8 only), checks every row and asks which e-mails have accounts;
 * stores the preview, and nothing else. A file that cannot be read as a roster is refused whole.
 */
export async function previewRoster(
  app: FastifyInstance,
  admin: User,
  file: { path: string; name: string },
): Promise<RosterImport> {
  const read = readRoster(decodeUtf8(await fsp.readFile(file.path)));
  const emails = read.rows.map((row) => row.email.toLowerCase()).filter(Boolean);
  const existing = await store.existingEmails(app.db, emails);
  const rows = read.rows.map((row) => ({
    ...row,
    existing: existing.has(row.email.toLowerCase()),
    result: null,
  }));
  const saved = await store.insertPreview(app.db, {
    createdBy: admin._id,
    fileName: file.name || 'roster.csv',
    unknownColumns: read.unknownColumns,
    rows,
  });
  return store.toRosterImport(saved);
}

/**
 * Makes an invited account for every valid row whose e-mail has none (the others are skipped and
 * listed) and queues one invitation job per account, in one transaction with its audit entry.
 * With rows that have problems the admin must have confirmed importing only the valid ones.
 * Run again, it skips the accounts it made.
 */
export function importRoster(
  app: FastifyInstance,
  admin: User,
  id: string,
  opts: { confirmValidRows: boolean; ip: string },
): Promise<RosterImport> {
  return app.transact(async ({ tx }) => {
    const found = await store.lockImport(tx, id);
    if (!found) throw fail(ROSTER_ERRORS.notFound);
    if (found.status === 'importing') throw fail(ROSTER_ERRORS.busy);
    const { unknownColumns, rows } = store.storedRows(found);
    const invalid = rows.filter((row) => row.problems.length > 0).length;
    if (invalid > 0 && !opts.confirmValidRows)
      throw fail(ROSTER_ERRORS.confirmNeeded, ROSTER_TEXT.confirmNeeded(invalid));
    let created = 0;
    let skipped = 0;
    for (const row of rows) {
      if (row.problems.length > 0) continue;
      const person = pick(row, ['name', 'email', 'institution', 'country', 'phone', 'gender']);
      const account = await createInvitedAccount(tx, { ...person, role: row.role as Role });
      row.existing = !account;
      row.result = account ? 'created' : 'skipped';
      if (!account) skipped += 1;
      else {
        created += 1;
        await app.jobs.enqueue(tx, ROSTER_INVITE_JOB, { importId: id, userId: account.id });
      }
    }
    const saved = await store.saveRun(tx, id, { unknownColumns, rows, created, skipped });
    await recordAudit(tx, {
      action: 'roster-imported',
      actorId: admin._id,
      ip: opts.ip,
      detail: { importId: id, fileName: found.fileName, created, skipped, invalid },
    });
    return store.toRosterImport(saved);
  });
}

/** The import and how far its invitations are (the page polls it). Any admin may read any import. */
export async function rosterProgress(app: FastifyInstance, id: string): Promise<RosterImport> {
  const found = await store.findImport(app.db, id);
  if (!found) throw fail(ROSTER_ERRORS.notFound);
  return store.toRosterImport(found);
}
