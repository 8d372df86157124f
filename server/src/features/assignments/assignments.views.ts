import { ASSIGNMENT_LIMITS, type Assignment, type MemberAssignment } from '@atelier/contract/assignments';
import type { FastifyInstance } from 'fastify';
import * as store from './assignments.store';
import * as models from './models/models.store';
import { taskIdsView } from './models/models.views';

/**
 * Assignment rows as the contract shows them: each cover a fresh signed link, each model task with
 * its IDS (one query for the whole list).
 */
export async function assignmentViews(
  app: FastifyInstance,
  rows: store.AssignmentRow[],
): Promise<Assignment[]> {
  const [link, specs] = await Promise.all([
    app.fileLinks.signer(),
    models.specsOf(
      app.db,
      rows.map((r) => r.id),
    ),
  ]);
  const idsOf = (assignmentId: string, taskNumber: number) => {
    const spec = specs.find((s) => s.assignmentId === assignmentId && s.taskNumber === taskNumber);
    return spec ? taskIdsView(spec) : null;
  };
  return rows.map((row) => ({
    _id: row.id,
    code: row.code,
    title: row.title,
    brief: row.brief,
    type: row.type,
    evaluation: row.evaluation,
    allocatedIn: row.allocatedIn,
    submissionType: row.submissionType,
    output: row.output,
    generalNotes: row.generalNotes,
    image: row.imageKey ? link(row.imageKey) : null,
    isLocked: row.isLocked,
    tasks: row.tasks.map((t) => ({ ...store.taskWithDefaults(t), ids: idsOf(row.id, t.taskNumber) })),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** One assignment row as the contract shows it. */
export const assignmentView = async (app: FastifyInstance, row: store.AssignmentRow): Promise<Assignment> =>
  (await assignmentViews(app, [row]))[0]!;

/** Submissions as the contract shows them: each file a fresh signed link. */
export async function withLinks(app: FastifyInstance, subs: store.StoredSubmission[]) {
  const link = await app.fileLinks.signer();
  return subs.map((s) => ({
    ...s,
    taskProgress: s.taskProgress.map((t) => ({
      ...t,
      files: t.files.map((f) => ({ url: link(f.key), bytes: f.bytes })),
    })),
  }));
}

/** A member's list: each assignment with its task count and the member's progress through it. */
export async function memberAssignments(app: FastifyInstance, userId: string): Promise<MemberAssignment[]> {
  const [rows, progress] = await Promise.all([
    store.listAssignments(app.db),
    store.progressOf(app.db, userId),
  ]);
  const views = await assignmentViews(app, rows);
  return rows.map((row, i) => {
    const done = progress.get(row.id);
    const numbers = new Set(row.tasks.map((t) => t.taskNumber));
    return {
      ...views[i]!,
      totalTasks: row.tasks.length || ASSIGNMENT_LIMITS.defaultTotalTasks,
      completedTasks: done ? done.filter((n) => numbers.has(n)).length : 0,
      started: done !== undefined,
    };
  });
}

/** One submission as the contract shows it. */
export async function submissionView(app: FastifyInstance, submissionId: string) {
  const [loaded] = await withLinks(
    app,
    await store.loadSubmissions(app.db, { submissionIds: [submissionId] }),
  );
  return loaded!;
}

/** The admin's view of an assignment: every member who started it, with their progress and files. */
export async function submissionsOverview(app: FastifyInstance, row: store.AssignmentRow) {
  const members = await store.submissionsOfAssignment(app.db, row.id);
  const submissionIds = members.map((m) => m.id);
  const loaded = await withLinks(app, await store.loadSubmissions(app.db, { submissionIds }));
  return {
    assignment: await assignmentView(app, row),
    submissions: members.map((m) => ({ ...loaded.find((s) => s._id === m.id)!, member: m.member })),
  };
}
