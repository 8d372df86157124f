import {
  ASSIGNMENT_API,
  ASSIGNMENT_ERRORS,
  ASSIGNMENT_MESSAGES,
  ASSIGNMENT_TEXT,
} from '@atelier/contract/assignments';
import type { TaskAccepts } from '@atelier/contract/reviews';
import { admins, cohort, cohortMembers } from '@atelier/contract/roles';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertSelf, currentUser } from '../../lib/access';
import { fail } from '../../lib/errors';
import { perUser } from '../../lib/rate-limit';
import { serve } from '../../lib/serve';
import { receiveUpload, refuseBeforeForm, withStoredFiles } from '../../lib/upload-forms';
import { multipartForms } from '../../lib/uploads';
import * as actions from './assignments.actions';
import { ASSIGNMENT_FORM, defineFileKinds, TASK_FORM } from './assignments.files';
import * as store from './assignments.store';
import { modelRoutes } from './models/models.routes';
import { reviewRoutes } from './review/review.routes';
import { inTaskWords } from './review/task-files';
import {
  assignmentView,
  assignmentViews,
  memberAssignments,
  submissionsOverview,
  submissionView,
} from './assignments.views';

export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  defineFileKinds(app);
  reviewRoutes(app);
  await modelRoutes(app);
  /** The assignment with this id, or the 404 that says there is none. */
  const found = async (id: string) => {
    const row = await store.findAssignment(app.db, id);
    if (!row) throw fail(ASSIGNMENT_ERRORS.notFound);
    return row;
  };

  // ---- Admin: the Assignment Manager (spec-2 §Admin assignment manager) ----

  const managers = { access: admins };

  serve(app, ASSIGNMENT_API.all, managers, async () => {
    return assignmentViews(app, await store.listAssignments(app.db));
  });

  serve(app, ASSIGNMENT_API.toggleLock, managers, async (request) => {
    const isLocked = await store.toggleLock(app.db, request.params.id);
    if (isLocked === undefined) throw fail(ASSIGNMENT_ERRORS.notFound);
    return { message: isLocked ? ASSIGNMENT_TEXT.lockedNow : ASSIGNMENT_TEXT.unlockedNow, isLocked };
  });

  serve(app, ASSIGNMENT_API.submissions, managers, async (request) =>
    submissionsOverview(app, await found(request.params.id)),
  );

  serve(app, ASSIGNMENT_API.review, managers, async (request) => {
    await actions.reviewTask(app, currentUser(request), request.params, request.body);
    const { status } = request.body;
    return { message: status === 'accepted' ? ASSIGNMENT_TEXT.accepted : ASSIGNMENT_TEXT.changesRequested };
  });

  // ---- Members: list, overview, start, submission (spec-2 §7 Assignments) ----

  serve(app, ASSIGNMENT_API.memberAll, { access: cohort }, async (request) => {
    assertSelf(request, request.query.userId);
    return memberAssignments(app, currentUser(request)._id);
  });

  serve(app, ASSIGNMENT_API.overview, { access: cohort }, async (request) =>
    assignmentView(app, await found(request.params.id)),
  );

  const starts = { access: cohortMembers, limits: [perUser(30, '1 minute')] };

  serve(app, ASSIGNMENT_API.start, starts, async (request) => {
    assertSelf(request, request.body?.userId);
    const row = await found(request.params.id);
    if (row.isLocked) throw fail(ASSIGNMENT_ERRORS.locked);
    const id = await store.startSubmission(app.db, row.id, currentUser(request)._id);
    return submissionView(app, id);
  });

  serve(app, ASSIGNMENT_API.submission, { access: cohortMembers }, async (request) => {
    assertSelf(request, request.query.userId);
    const row = await found(request.params.id);
    // 404 before start: the spec's client then starts the assignment and loads it again.
    const id = await store.findSubmissionOf(app.db, row.id, currentUser(request)._id);
    if (!id) throw fail(ASSIGNMENT_ERRORS.noSubmission);
    return submissionView(app, id);
  });

  // The routes here that read multipart forms; the lists beside them pay nothing for that.
  await app.register(async (scope) => {
    await scope.register(multipartForms);
    const forms = scope.withTypeProvider<ZodTypeProvider>();
    const assignmentForm = { access: admins, form: ASSIGNMENT_FORM };

    serve(forms, ASSIGNMENT_API.create, assignmentForm, async (request, reply) => {
      const who = { userId: currentUser(request)._id };
      const received = await receiveUpload(app, request, reply, who, ASSIGNMENT_FORM);
      const place = { reply, who, kind: 'assignments' };
      const row = await withStoredFiles(app, received, place, (keep) =>
        actions.createAssignment(app, received.fields, keep),
      );
      const assignment = await assignmentView(app, row);
      return reply.status(201).send({ message: ASSIGNMENT_MESSAGES.created, assignment });
    });

    serve(forms, ASSIGNMENT_API.update, assignmentForm, async (request, reply) => {
      const { id } = request.params;
      await found(id);
      const who = { userId: currentUser(request)._id };
      const received = await receiveUpload(app, request, reply, who, ASSIGNMENT_FORM);
      const place = { reply, who, kind: 'assignments' };
      const row = await withStoredFiles(app, received, place, (keep) =>
        actions.updateAssignment(app, id, received.fields, keep),
      );
      return { message: ASSIGNMENT_TEXT.updated, assignment: await assignmentView(app, row) };
    });

    const taskForm = { access: cohortMembers, limits: [perUser(20, '10 minutes')], form: TASK_FORM };

    serve(forms, ASSIGNMENT_API.submit, taskForm, async (request, reply) => {
      const { submissionId, taskNumber } = request.params;
      const me = currentUser(request);
      let accepts: TaskAccepts = 'images';
      await refuseBeforeForm(request, reply, TASK_FORM, async () => {
        accepts = await actions.checkSubmittable(app, me, submissionId, taskNumber);
      });
      const who = { userId: me._id };
      const received = await receiveUpload(app, request, reply, who, TASK_FORM).catch((err: unknown) => {
        throw inTaskWords(err, accepts);
      });
      const place = { reply, who, kind: 'submissions' };
      const { fields, files } = received;
      const submission = await withStoredFiles(app, received, place, (keep) => {
        assertSelf(request, fields.userId || undefined);
        const onDrive = fields.uploadToDrive === 'true';
        const task = { submissionId, taskNumber, onDrive, files, modelId: fields.modelId };
        return actions.submitTask(app, me, task, keep);
      });
      const message = ASSIGNMENT_MESSAGES.submitted;
      return reply.status(201).send({ message, msg: message, submission });
    });
  });
};
