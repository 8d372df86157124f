import {
  ASSIGNMENT_LIMITS,
  ASSIGNMENT_MESSAGES,
  ASSIGNMENT_TEXT,
  assignmentFieldsSchema,
  assignmentListSchema,
  assignmentSchema,
  createdResponseSchema,
  idParamsSchema,
  memberAssignmentListSchema,
  reviewBodySchema,
  startBodySchema,
  submissionSchema,
  submissionsOverviewSchema,
  submitParamsSchema,
  submitResponseSchema,
  toggleResponseSchema,
  userQuerySchema,
  type Assignment,
} from '@atelier/contract/assignments';
import { messageSchema } from '@atelier/contract/common';
import { inArray, sql } from 'drizzle-orm';
import { admins, cohort, cohortMembers } from '@atelier/contract/roles';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { assignments, assignmentSubmissions, submissionFiles } from '../../db/schema/assignments';
import { assertSelf, currentUser } from '../../lib/access';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { perUser } from '../../lib/rate-limit';
import {
  discardRest,
  formBytes,
  multipartForms,
  receiveForm,
  type FormOptions,
  type ReceivedForm,
} from '../../lib/uploads';
import * as store from './assignments.store';

const IMAGES = ['jpg', 'png', 'webp', 'gif'] as const;
const IMAGE_FILE = {
  maxBytes: ASSIGNMENT_LIMITS.imageBytes,
  accept: IMAGES,
  tooLarge: ASSIGNMENT_TEXT.imageTooLarge,
  wrongType: ASSIGNMENT_TEXT.notImage,
};
const ASSIGNMENT_FIELDS = [
  'code',
  'title',
  'brief',
  'type',
  'evaluation',
  'allocatedIn',
  'submissionType',
  'output',
  'generalNotes',
  'tasks',
] as const;

/** The form's text fields as the schema reads them: `generalNotes` and `tasks` arrive as JSON text. */
function assignmentValues(fields: Record<string, string>): store.AssignmentValues {
  const json = (name: string, fallback: unknown) => {
    const raw = fields[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      throw badRequest(name === 'tasks' ? ASSIGNMENT_TEXT.badTasks : `${name} must be a JSON list.`);
    }
  };
  const parsed = assignmentFieldsSchema.safeParse({
    ...fields,
    generalNotes: json('generalNotes', []),
    tasks: json('tasks', undefined),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw badRequest(`${where}${issue?.message ?? ASSIGNMENT_MESSAGES.createFailed}`);
  }
  const { tasks, ...rest } = parsed.data;
  return { ...rest, tasks: tasks.map((task, i) => ({ taskNumber: i + 1, ...task })) };
}

/** A task's images, sent as one form. */
const TASK_FORM = {
  filePart: 'files',
  maxFiles: ASSIGNMENT_LIMITS.maxFiles,
  fields: ['uploadToDrive', 'userId'],
  file: IMAGE_FILE,
  tooMany: ASSIGNMENT_TEXT.tooManyFiles,
} satisfies FormOptions;

/** A stored cover or image waits this long for its row (the request storing it) before the sweep may take it. */
const FILE_GRACE_MS = 60 * 60 * 1000;

export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const signed = async () => {
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
      tasks: row.tasks,
      createdAt: row.createdAt.toISOString(),
    });
  };
  const withLinks = async (subs: store.StoredSubmission[]) => {
    const link = await app.fileLinks.signer();
    return subs.map((s) => ({
      ...s,
      taskProgress: s.taskProgress.map((t) => ({
        ...t,
        files: t.files.map((f) => ({ url: link(f.key), bytes: f.bytes })),
      })),
    }));
  };

  // Their files: covers named by an assignment, task images by a submitted task; a replaced or
  // deleted one goes at once, or with the sweep should that fail.
  app.uploads.defineKind('assignments', {
    claimed: (key) => sql`EXISTS (SELECT 1 FROM ${assignments} WHERE ${assignments.imageKey} = ${key})`,
    graceMs: FILE_GRACE_MS,
  });
  // A task image is named while its submission stands and its assignment still has the task (an
  // edit that removes a task leaves that task's images to the sweep, rows and all).
  app.uploads.defineKind('submissions', {
    claimed: (key) => sql`EXISTS (
      SELECT 1 FROM ${submissionFiles}
      JOIN ${assignmentSubmissions} ON ${assignmentSubmissions.id} = ${submissionFiles.submissionId}
      JOIN ${assignments} ON ${assignments.id} = ${assignmentSubmissions.assignmentId}
      WHERE ${submissionFiles.key} = ${key}
        AND ${assignments.tasks} @> jsonb_build_array(jsonb_build_object('taskNumber', ${submissionFiles.taskNumber})))`,
    graceMs: FILE_GRACE_MS,
    release: async (keys) => {
      await app.db.delete(submissionFiles).where(inArray(submissionFiles.key, keys));
    },
  });

  /** Stores the cover a form brought, if any; answers its key. */
  async function storeCover(
    request: FastifyRequest,
    reply: FastifyReply,
    form: ReceivedForm,
  ): Promise<string | undefined> {
    const [cover] = form.files;
    if (!cover) return undefined;
    const [key] = await app.uploads.store(reply, { userId: currentUser(request)._id }, 'assignments', [
      cover,
    ]);
    return key;
  }

  const readAssignmentForm = (request: FastifyRequest, reply: FastifyReply) =>
    receiveForm(request, reply, app.uploadTmpDir, {
      filePart: 'image',
      maxFiles: 1,
      fields: ASSIGNMENT_FIELDS,
      file: IMAGE_FILE,
      tooMany: 'Send one cover image.',
    });

  // ---- Admin: the Assignment Manager (spec-2 §Admin assignment manager) ----

  app.get(
    '/assignment/all',
    { config: { access: admins }, schema: { response: { 200: assignmentListSchema } } },
    async () => {
      const [rows, toAssignment] = await Promise.all([store.listAssignments(app.db), signed()]);
      return rows.map(toAssignment);
    },
  );

  app.patch(
    '/assignment/toggle-lock/:id',
    {
      config: { access: admins },
      schema: { params: idParamsSchema, response: { 200: toggleResponseSchema } },
    },
    async (request) => {
      const isLocked = await store.toggleLock(app.db, request.params.id);
      if (isLocked === undefined) throw notFound(ASSIGNMENT_TEXT.notFound);
      return { message: isLocked ? ASSIGNMENT_TEXT.lockedNow : ASSIGNMENT_TEXT.unlockedNow, isLocked };
    },
  );

  app.get(
    '/assignment/:id/submissions',
    {
      config: { access: admins },
      schema: { params: idParamsSchema, response: { 200: submissionsOverviewSchema } },
    },
    async (request) => {
      const row = await store.findAssignment(app.db, request.params.id);
      if (!row) throw notFound(ASSIGNMENT_TEXT.notFound);
      const members = await store.submissionsOfAssignment(app.db, row.id);
      const loaded = await withLinks(
        await store.loadSubmissions(app.db, { submissionIds: members.map((m) => m.id) }),
      );
      const toAssignment = await signed();
      return {
        assignment: toAssignment(row),
        submissions: members.map((m) => ({ ...loaded.find((s) => s._id === m.id)!, member: m.member })),
      };
    },
  );

  app.post(
    '/assignment/review/:submissionId/:taskNumber',
    {
      config: { access: admins },
      schema: { params: submitParamsSchema, body: reviewBodySchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const { submissionId, taskNumber } = request.params;
      const found = await store.findSubmission(app.db, submissionId);
      if (!found) throw notFound(ASSIGNMENT_TEXT.submissionNotFound);
      if (!found.assignment.tasks.some((t) => t.taskNumber === taskNumber))
        throw notFound(ASSIGNMENT_TEXT.taskNotFound);
      const { status, comment } = request.body;
      const task = found.assignment.tasks.find((t) => t.taskNumber === taskNumber)!;
      const written = await app.db.transaction(async (tx) => {
        const reviewed = await store.reviewTask(tx, submissionId, taskNumber, {
          status,
          comment,
          by: currentUser(request)._id,
        });
        if (!reviewed) throw conflict(ASSIGNMENT_TEXT.reviewNotComplete);
        return app.notify(
          tx,
          { userIds: [found.userId] },
          {
            kind: 'review',
            title:
              status === 'accepted'
                ? `Task ${task.code} of ${found.assignment.code} was accepted`
                : `Changes requested on task ${task.code} of ${found.assignment.code}`,
            body: comment,
            link: `/dashboard/smartLABS/assignment/${found.assignment.id}/tasks`,
          },
        );
      });
      await written.announce();
      return { message: status === 'accepted' ? ASSIGNMENT_TEXT.accepted : ASSIGNMENT_TEXT.changesRequested };
    },
  );

  // ---- Members: list, overview, start, submission (spec-2 §7 Assignments) ----

  app.get(
    '/smartlabs/assignment/all',
    {
      config: { access: cohort },
      schema: { querystring: userQuerySchema, response: { 200: memberAssignmentListSchema } },
    },
    async (request) => {
      assertSelf(request, request.query.userId);
      const me = currentUser(request);
      const [rows, progress, toAssignment] = await Promise.all([
        store.listAssignments(app.db),
        store.progressOf(app.db, me._id),
        signed(),
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
    },
  );

  app.get(
    '/smartlabs/assignment/:id/overview',
    { config: { access: cohort }, schema: { params: idParamsSchema, response: { 200: assignmentSchema } } },
    async (request) => {
      const row = await store.findAssignment(app.db, request.params.id);
      if (!row) throw notFound(ASSIGNMENT_TEXT.notFound);
      return (await signed())(row);
    },
  );

  app.post(
    '/smartlabs/assignment/start/:id',
    {
      config: { access: cohortMembers, limits: [perUser(30, '1 minute')] },
      schema: { params: idParamsSchema, body: startBodySchema, response: { 200: submissionSchema } },
    },
    async (request) => {
      assertSelf(request, request.body?.userId);
      const row = await store.findAssignment(app.db, request.params.id);
      if (!row) throw notFound(ASSIGNMENT_TEXT.notFound);
      if (row.isLocked) throw forbidden(ASSIGNMENT_TEXT.locked);
      const id = await store.startSubmission(app.db, row.id, currentUser(request)._id);
      const [loaded] = await withLinks(await store.loadSubmissions(app.db, { submissionIds: [id] }));
      return loaded!;
    },
  );

  app.get(
    '/smartlabs/assignment/submission/:id',
    {
      config: { access: cohortMembers },
      schema: { params: idParamsSchema, querystring: userQuerySchema, response: { 200: submissionSchema } },
    },
    async (request) => {
      assertSelf(request, request.query.userId);
      const row = await store.findAssignment(app.db, request.params.id);
      if (!row) throw notFound(ASSIGNMENT_TEXT.notFound);
      // 404 before start: the spec's client then starts the assignment and loads it again.
      const id = await store.findSubmissionOf(app.db, row.id, currentUser(request)._id);
      if (!id) throw notFound(ASSIGNMENT_MESSAGES.noSubmission);
      const [loaded] = await withLinks(await store.loadSubmissions(app.db, { submissionIds: [id] }));
      return loaded!;
    },
  );

  // The routes here that read multipart forms; the lists beside them pay nothing for that.
  await app.register(async (scope) => {
    await scope.register(multipartForms);
    const forms = scope.withTypeProvider<ZodTypeProvider>();

    forms.post(
      '/assignment/create',
      { config: { access: admins }, schema: { response: { 201: createdResponseSchema } } },
      async (request, reply) => {
        const form = await readAssignmentForm(request, reply);
        try {
          const values = assignmentValues(form.fields);
          const imageKey = (await storeCover(request, reply, form)) ?? null;
          const row = await store.insertAssignment(app.db, { ...values, imageKey });
          if (!row) {
            await app.uploads.remove([imageKey]);
            throw conflict(ASSIGNMENT_TEXT.codeTaken);
          }
          return await reply
            .status(201)
            .send({ message: ASSIGNMENT_MESSAGES.created, assignment: (await signed())(row) });
        } finally {
          await form.discard();
        }
      },
    );

    forms.put(
      '/assignment/:id',
      {
        config: { access: admins },
        schema: { params: idParamsSchema, response: { 200: createdResponseSchema } },
      },
      async (request, reply) => {
        if (!(await store.findAssignment(app.db, request.params.id)))
          throw notFound(ASSIGNMENT_TEXT.notFound);
        const form = await readAssignmentForm(request, reply);
        let imageKey: string | undefined;
        try {
          const values = assignmentValues(form.fields);
          imageKey = await storeCover(request, reply, form);
          const result = await store.updateAssignment(app.db, request.params.id, { ...values, imageKey });
          if (result === undefined || result === 'taken') {
            await app.uploads.remove([imageKey]);
            if (result === 'taken') throw conflict(ASSIGNMENT_TEXT.codeTaken);
            throw notFound(ASSIGNMENT_TEXT.notFound);
          }
          await app.uploads.remove([result.replacedImage]);
          return { message: ASSIGNMENT_TEXT.updated, assignment: (await signed())(result.row) };
        } finally {
          await form.discard();
        }
      },
    );

    forms.post(
      '/smartlabs/assignment/submit/:submissionId/:taskNumber',
      {
        config: { access: cohortMembers, limits: [perUser(20, '10 minutes')] },
        schema: { params: submitParamsSchema, response: { 201: submitResponseSchema } },
      },
      async (request, reply) => {
        const { submissionId, taskNumber } = request.params;
        const me = currentUser(request);
        // Everything that can be refused without the files is refused before they are stored; the
        // files still sent are read and dropped so the client hears the refusal.
        const refuse = async (err: Error) => {
          await discardRest(
            request,
            reply,
            formBytes({ maxFiles: ASSIGNMENT_LIMITS.maxFiles, file: IMAGE_FILE }),
          );
          return err;
        };
        const found = await store.findSubmission(app.db, submissionId);
        if (!found) throw await refuse(notFound(ASSIGNMENT_MESSAGES.noSubmission));
        if (found.userId !== me._id) throw await refuse(forbidden(ASSIGNMENT_TEXT.notYourSubmission));
        if (found.assignment.isLocked) throw await refuse(forbidden(ASSIGNMENT_TEXT.locked));
        const numbers = found.assignment.tasks.map((t) => t.taskNumber);
        if (!numbers.includes(taskNumber)) throw await refuse(notFound(ASSIGNMENT_TEXT.taskNotFound));
        const states = await store.taskStates(app.db, submissionId);
        if (store.isComplete(states.get(taskNumber))) throw await refuse(conflict(ASSIGNMENT_TEXT.taskDone));
        const previous = numbers.filter((n) => n < taskNumber).pop();
        if (previous !== undefined && !store.isComplete(states.get(previous))) {
          throw await refuse(conflict(ASSIGNMENT_TEXT.taskInOrder(previous)));
        }

        await app.uploads.precheck(request, reply, { userId: me._id }, TASK_FORM);
        const form = await receiveForm(request, reply, app.uploadTmpDir, TASK_FORM);
        const stored: { key: string; bytes: number }[] = [];
        try {
          assertSelf(request, form.fields.userId || undefined);
          const onDrive = form.fields.uploadToDrive === 'true';
          if (form.files.length < ASSIGNMENT_LIMITS.minFiles || !onDrive)
            throw badRequest(ASSIGNMENT_MESSAGES.needFiles);
          if (form.files.some((f) => f.bytes === 0)) throw badRequest(ASSIGNMENT_TEXT.emptyFile);
          const keys = await app.uploads.store(reply, { userId: me._id }, 'submissions', form.files);
          stored.push(...keys.map((key, i) => ({ key, bytes: form.files[i]!.bytes })));
          const replaced = await store.recordTask(app.db, submissionId, taskNumber, stored);
          if (!replaced) throw conflict(ASSIGNMENT_TEXT.taskDone);
          stored.length = 0;
          await app.uploads.remove(replaced);
        } finally {
          await app.uploads.remove(stored.map((f) => f.key));
          await form.discard();
        }
        const [loaded] = await withLinks(
          await store.loadSubmissions(app.db, { submissionIds: [submissionId] }),
        );
        return reply.status(201).send({
          message: ASSIGNMENT_MESSAGES.submitted,
          msg: ASSIGNMENT_MESSAGES.submitted,
          submission: loaded!,
        });
      },
    );
  });
};
