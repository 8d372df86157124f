import { MODEL_API, MODEL_ERRORS, MODEL_TEXT } from '@atelier/contract/models';
import { admins, cohort, cohortMembers } from '@atelier/contract/roles';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../../lib/access';
import { fail } from '../../../lib/errors';
import { perUser } from '../../../lib/rate-limit';
import { serve, type ZodApp } from '../../../lib/serve';
import { receiveUpload, refuseBeforeForm } from '../../../lib/upload-forms';
import { multipartForms } from '../../../lib/uploads';
import { checkSubmittable } from '../assignments.actions';
import { defineModelJobs } from './model-read';
import * as actions from './models.actions';
import { defineModelKind, IDS_FORM, inModelWords, MODEL_FORM } from './models.files';

/**
 * BIM model tasks (issue 28): a task's IDS, members' models read and checked by a job before they
 * are submitted (through the assignment's submit route, with `modelId`).
 */
export async function modelRoutes(app: ZodApp): Promise<void> {
  defineModelKind(app);
  defineModelJobs(app);
  const task = (p: { id: string; taskNumber: number }) => ({ assignmentId: p.id, taskNumber: p.taskNumber });

  serve(app, MODEL_API.removeIds, { access: admins }, async (request) => {
    await actions.modelTask(app, task(request.params));
    await actions.removeIds(app, task(request.params));
    return { message: MODEL_TEXT.idsRemoved };
  });

  serve(app, MODEL_API.ids, { access: cohort }, async (request, reply) => {
    const { name, xml } = await actions.idsFile(app, task(request.params));
    const safeName = name.replace(/["\\\r\n]/g, '_');
    return reply
      .type('application/xml; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${safeName}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      .header('cache-control', 'private, no-store')
      .send(xml);
  });

  serve(app, MODEL_API.model, { access: cohort }, async (request) =>
    actions.modelState(app, currentUser(request), request.params.modelId),
  );

  serve(app, MODEL_API.taskModels, { access: cohort }, async (request) =>
    actions.taskModels(app, currentUser(request), request.params),
  );

  await app.register(async (scope) => {
    await scope.register(multipartForms);
    const forms = scope.withTypeProvider<ZodTypeProvider>();

    serve(forms, MODEL_API.attachIds, { access: admins, form: IDS_FORM }, async (request, reply) => {
      const t = task(request.params);
      await refuseBeforeForm(request, reply, IDS_FORM, async () => void (await actions.modelTask(app, t)));
      const me = currentUser(request);
      const received = await receiveUpload(app, request, reply, { userId: me._id }, IDS_FORM).catch(
        inModelWords('ids'),
      );
      const ids = await actions.attachIds(app, me, t, received);
      return { message: MODEL_TEXT.idsAttached, ids };
    });

    const uploads = { access: cohortMembers, limits: [perUser(20, '10 minutes')], form: MODEL_FORM };

    serve(forms, MODEL_API.upload, uploads, async (request, reply) => {
      const { submissionId, taskNumber } = request.params;
      const me = currentUser(request);
      await refuseBeforeForm(request, reply, MODEL_FORM, async () => {
        const accepts = await checkSubmittable(app, me, submissionId, taskNumber);
        if (accepts !== 'model') throw fail(MODEL_ERRORS.notModelTask);
      });
      const who = { userId: me._id };
      const received = await receiveUpload(app, request, reply, who, MODEL_FORM).catch(inModelWords('model'));
      const model = await actions.uploadModel(app, request.params, received, { reply, who, kind: 'models' });
      return reply.status(202).send({ message: MODEL_TEXT.uploaded, model });
    });
  });
}
