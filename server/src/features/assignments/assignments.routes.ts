import {
  ASSIGNMENT_ERRORS,
  ASSIGNMENT_MESSAGES,
  ASSIGNMENT_TEXT,
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
} from '@atelier/contract/assignments';
import { messageSchema } from '@atelier/contract/common';
import { admins, cohort, cohortMembers } from '@atelier/contract/roles';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertSelf, currentUser } from '../../lib/access';
import { fail } from '../../lib/errors';
import { perUser } from '../../lib/rate-limit';
import { receiveUpload, refuseBeforeForm, withStoredFiles } from '../../lib/upload-forms';
import { multipartForms } from '../../lib/uploads';
import * as actions from './assignments.actions';
import { ASSIGNMENT_FORM, defineFileKinds, TASK_FORM } from './assignments.files';
import * as store from './assignments.store';
import { assignmentViews, memberAssignments, submissionsOverview, submissionView } from './assignments.views';

export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  defineFileKinds(app);
  const signed = () => assignmentViews(app);

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
      if (isLocked === undefined) throw fail(ASSIGNMENT_ERRORS.notFound);
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
      if (!row) throw fail(ASSIGNMENT_ERRORS.notFound);
      return submissionsOverview(app, row);
    },
  );

  app.post(
    '/assignment/review/:submissionId/:taskNumber',
    {
      config: { access: admins },
      schema: { params: submitParamsSchema, body: reviewBodySchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await actions.reviewTask(app, currentUser(request), request.params, request.body);
      const { status } = request.body;
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
      return memberAssignments(app, currentUser(request)._id);
    },
  );

  app.get(
    '/smartlabs/assignment/:id/overview',
    { config: { access: cohort }, schema: { params: idParamsSchema, response: { 200: assignmentSchema } } },
    async (request) => {
      const row = await store.findAssignment(app.db, request.params.id);
      if (!row) throw fail(ASSIGNMENT_ERRORS.notFound);
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
      if (!row) throw fail(ASSIGNMENT_ERRORS.notFound);
      if (row.isLocked) throw fail(ASSIGNMENT_ERRORS.locked);
      const id = await store.startSubmission(app.db, row.id, currentUser(request)._id);
      return submissionView(app, id);
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
      if (!row) throw fail(ASSIGNMENT_ERRORS.notFound);
      // 404 before start: the spec's client then starts the assignment and loads it again.
      const id = await store.findSubmissionOf(app.db, row.id, currentUser(request)._id);
      if (!id) throw fail(ASSIGNMENT_ERRORS.noSubmission);
      return submissionView(app, id);
    },
  );

  // The routes here that read multipart forms; the lists beside them pay nothing for that.
  await app.register(async (scope) => {
    await scope.register(multipartForms);
    const forms = scope.withTypeProvider<ZodTypeProvider>();

    forms.post(
      '/assignment/create',
      {
        config: { access: admins, form: ASSIGNMENT_FORM },
        schema: { response: { 201: createdResponseSchema } },
      },
      async (request, reply) => {
        const who = { userId: currentUser(request)._id };
        const received = await receiveUpload(app, request, reply, who, ASSIGNMENT_FORM);
        const place = { reply, who, kind: 'assignments' };
        const row = await withStoredFiles(app, received, place, (keep) =>
          actions.createAssignment(app, received.fields, keep),
        );
        const assignment = (await signed())(row);
        return reply.status(201).send({ message: ASSIGNMENT_MESSAGES.created, assignment });
      },
    );

    forms.put(
      '/assignment/:id',
      {
        config: { access: admins, form: ASSIGNMENT_FORM },
        schema: { params: idParamsSchema, response: { 200: createdResponseSchema } },
      },
      async (request, reply) => {
        const { id } = request.params;
        if (!(await store.findAssignment(app.db, id))) throw fail(ASSIGNMENT_ERRORS.notFound);
        const who = { userId: currentUser(request)._id };
        const received = await receiveUpload(app, request, reply, who, ASSIGNMENT_FORM);
        const place = { reply, who, kind: 'assignments' };
        const row = await withStoredFiles(app, received, place, (keep) =>
          actions.updateAssignment(app, id, received.fields, keep),
        );
        return { message: ASSIGNMENT_TEXT.updated, assignment: (await signed())(row) };
      },
    );

    forms.post(
      '/smartlabs/assignment/submit/:submissionId/:taskNumber',
      {
        config: { access: cohortMembers, limits: [perUser(20, '10 minutes')], form: TASK_FORM },
        schema: { params: submitParamsSchema, response: { 201: submitResponseSchema } },
      },
      async (request, reply) => {
        const { submissionId, taskNumber } = request.params;
        const me = currentUser(request);
        await refuseBeforeForm(request, reply, TASK_FORM, () =>
          actions.checkSubmittable(app, me, submissionId, taskNumber),
        );
        const who = { userId: me._id };
        const received = await receiveUpload(app, request, reply, who, TASK_FORM);
        const place = { reply, who, kind: 'submissions' };
        const { fields, files } = received;
        const submission = await withStoredFiles(app, received, place, (keep) => {
          assertSelf(request, fields.userId || undefined);
          const task = {
            submissionId,
            taskNumber,
            onDrive: fields.uploadToDrive === 'true',
            files: files.length,
          };
          return actions.submitTask(app, task, keep);
        });
        const message = ASSIGNMENT_MESSAGES.submitted;
        return reply.status(201).send({ message, msg: message, submission });
      },
    );
  });
};
