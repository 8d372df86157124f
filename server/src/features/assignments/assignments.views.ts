import { ASSIGNMENT_LIMITS, type Assignment, type MemberAssignment } from '@atelier/contract/assignments';
import type { FastifyInstance } from 'fastify';
import * as store from './assignments.store';

/** A function answering an assignment row as the contract shows it, its cover a fresh signed link. */
export async function assignmentViews(app: FastifyInstance) {
  const link = await app.fileLinks.signer();
  return (row: store.AssignmentRow): Assignment => ({
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
    tasks: row.tasks.map(store.taskWithDefaults),
    createdAt: row.createdAt.toISOString(),
  });
}

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
  const [rows, progress, toAssignment] = await Promise.all([
    store.listAssignments(app.db),
    store.progressOf(app.db, userId),
    assignmentViews(app),
  ]);
  return rows.map((row) => {
    const done = progress.get(row.id);
    const numbers = new Set(row.tasks.map((t) => t.taskNumber));
    return {
      ...toAssignment(row),
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
  const toAssignment = await assignmentViews(app);
  return {
    assignment: toAssignment(row),
    submissions: members.map((m) => ({ ...loaded.find((s) => s._id === m.id)!, member: m.member })),
  };
}
