import type { Role, User } from '@atelier/contract/auth';
import {
  ROSTER_CHUNK_ROWS,
  ROSTER_ERRORS,
  ROSTER_TEXT,
  type RosterImport,
  type RosterRow,
} from '@atelier/contract/rosters';
import type { FastifyInstance } from 'fastify';
import fsp from 'node:fs/promises';
import type { Executor } from '../../../db/client';
import { pick } from '../../../db/rows';
import { fail } from '../../../lib/errors';
import { recordAudit } from '../../audit/audit.public';
import { createInvitedAccounts, invitedSince, sendInvite } from '../../auth/auth.public';
import { findUserRow } from '../users.store';
import { decodeUtf8, readRoster } from './roster.parse';
import * as store from './roster.store';

const countInvalid = (rows: readonly RosterRow[]) => rows.filter((row) => row.problems.length > 0).length;

/** Makes an import's accounts, a part a transaction, then queues their invitations. */
export const ROSTER_CREATE_JOB = 'roster-create';
/** One invitation of an imported account: the same e-mail and link as "Add user" sends. */
export const ROSTER_INVITE_JOB = 'roster-invite';

export function defineRosterJobs(app: FastifyInstance): void {
  app.jobs.define(ROSTER_CREATE_JOB, async (payload) => {
    const run = { id: String(payload.importId), actorId: String(payload.actorId), ip: String(payload.ip) };
    while (await app.transact(({ tx }) => createPart(app, tx, run))) {
      // Each part commits on its own: the progress moves, and a re-run after a crash resumes.
    }
  });
  app.jobs.define(ROSTER_INVITE_JOB, (payload) =>
    inviteBatch(app, String(payload.importId), payload.invites as InviteEntry[]),
  );
}

/** How many invitations one job sends. */
const INVITE_BATCH = 25;
/** An account to invite and its row's position in the stored rows (a failure marks it). */
type InviteEntry = [userId: string, index: number];

/**
 * Invites a batch of the import's accounts. An account whose link was issued since the import
 * began got its invitation (a job run twice): skipped. A sent one is counted with its link, in
 * the same transaction; the rows' jsonb is left alone unless one fails.
 */
async function inviteBatch(app: FastifyInstance, id: string, invites: InviteEntry[]): Promise<void> {
  const head = await store.importHead(app.db, id);
  if (!head) return;
  const settled = await invitedSince(
    app.db,
    invites.map(([userId]) => userId),
    head.createdAt,
  );
  for (const [userId, index] of invites) {
    if (settled.has(userId)) continue;
    const user = await findUserRow(app.db, userId);
    const sent = user ? await sendInvite(app, user, (tx) => store.countInvited(tx, id)) : false;
    if (!sent) await store.countFailed(app.db, id, index, Boolean(user));
  }
  await store.finishInvites(app.db, id);
}

/**
 * Makes the accounts of the next ROSTER_CHUNK_ROWS rows not yet done: one query asks which e-mails
 * have accounts, one INSERT makes the others (an e-mail taken meanwhile is skipped too), each made
 * account's invitation is queued. After the last part, the audit entry. Answers whether to go on.
 */
async function createPart(
  app: FastifyInstance,
  tx: Executor,
  { id, actorId, ip }: { id: string; actorId: string; ip: string },
): Promise<boolean> {
  const found = await store.lockImport(tx, id);
  if (found?.status !== 'importing') return false;
  const { unknownColumns, rows } = store.storedRows(found);
  // Positions in the stored rows (after the header entry): an invitation marks its row by it.
  const pending = rows.flatMap((row, i) =>
    row.problems.length === 0 && row.result === null ? [{ row, index: i + 1 }] : [],
  );
  // Each part rewrites the rows' jsonb (1.7 MB at 10,000 rows): at most ten parts of a big import.
  const size = Math.max(ROSTER_CHUNK_ROWS, Math.ceil((found.total - countInvalid(rows)) / 10));
  const part = pending.slice(0, size);
  const existing = await store.existingEmails(
    tx,
    part.map(({ row }) => row.email),
  );
  const people = part
    .filter(({ row }) => !existing.has(row.email))
    .map(({ row }) => ({
      ...pick(row, ['name', 'email', 'institution', 'country', 'phone', 'gender']),
      role: row.role as Role,
    }));
  const made = new Map((await createInvitedAccounts(tx, people)).map((user) => [user.email, user.id]));
  for (const { row } of part) {
    row.userId = made.get(row.email);
    row.result = row.userId ? 'created' : 'skipped';
    row.existing = !row.userId;
  }
  const invites = part.flatMap(({ row, index }): InviteEntry[] => (row.userId ? [[row.userId, index]] : []));
  const batches = [];
  for (let i = 0; i < invites.length; i += INVITE_BATCH)
    batches.push({ importId: id, invites: invites.slice(i, i + INVITE_BATCH) });
  await app.jobs.enqueueMany(tx, ROSTER_INVITE_JOB, batches);
  const last = part.length === pending.length;
  const saved = await store.savePart(tx, id, {
    unknownColumns,
    rows,
    created: made.size,
    skipped: part.length - made.size,
    last,
  });
  if (last) {
    const { created, skipped, invalid } = store.toRosterImport(saved, false);
    await recordAudit(tx, {
      action: 'roster-imported',
      actorId,
      ip,
      detail: { importId: id, fileName: found.fileName, created, skipped, invalid },
    });
  }
  return !last;
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
  return store.toRosterImport(saved, true);
}

/**
 * Starts the import of the valid rows after the admin confirmed leaving out the rows with problems
 * (when some are bad): queues the job that makes the accounts and answers at once. Run again, the
 * rows done before are not done again.
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
    if (found.status === 'importing' || found.status === 'inviting') throw fail(ROSTER_ERRORS.busy);
    const invalid = countInvalid(store.storedRows(found).rows);
    if (invalid > 0 && !opts.confirmValidRows)
      throw fail(ROSTER_ERRORS.confirmNeeded, ROSTER_TEXT.confirmNeeded(invalid));
    const saved = await store.markImporting(tx, id);
    await app.jobs.enqueue(tx, ROSTER_CREATE_JOB, { importId: id, actorId: admin._id, ip: opts.ip });
    return store.toRosterImport(saved, false);
  });
}

/** The import and how far it is (the page polls it, without the rows). Any admin may read any import. */
export async function rosterProgress(
  app: FastifyInstance,
  id: string,
  withRows: boolean,
): Promise<RosterImport> {
  const found = await store.findImport(app.db, id);
  if (!found) throw fail(ROSTER_ERRORS.notFound);
  return store.toRosterImport(found, withRows);
}
