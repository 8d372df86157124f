import type { Assignment } from '@atelier/contract/assignments';
import type { IdsReport, ModelOutline } from '@atelier/contract/models';
import type { TaskReview } from '@atelier/contract/reviews';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { taskModels } from '../../../db/schema/models';
import type { SignedIn, TestContext } from '../../../../test/helpers';
import { recordTask } from '../assignments.store';
import { plainImage } from './review-fixtures';

/** An assignment whose task 1 takes an IFC model and task 2 images. */
export async function modelAssignment(admin: SignedIn): Promise<Assignment> {
  const data = new FormData();
  for (const [name, value] of Object.entries({
    code: 'BIM1',
    title: 'Tiny house',
    brief: 'Model a house.',
  })) {
    data.append(name, value);
  }
  const tasks = [
    { code: 'MODEL', instructions: 'The model.', accepts: 'model', minFiles: 1 },
    { code: 'RENDER', instructions: 'Renders.' },
  ];
  data.append('tasks', JSON.stringify(tasks));
  const res = await admin.inject({ method: 'POST', url: '/api/assignment/create', payload: data });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { assignment: Assignment }).assignment;
}

export const TINY_OUTLINE: ModelOutline = {
  schema: 'IFC4',
  site: 'Site',
  building: 'Tiny house',
  storeys: [
    { globalId: '0GroundFloor0000000000', name: 'Ground floor', elements: 4 },
    { globalId: '0FirstFloor00000000000', name: 'First floor', elements: 3 },
  ],
  counts: { IfcWall: 6, IfcDoor: 1 },
  elements: 7,
};

export const TINY_REPORT: IdsReport = {
  title: 'Studio walls',
  status: 'fail',
  specifications: [
    {
      name: 'Walls have a fire rating',
      usage: 'required',
      status: 'fail',
      applicable: 6,
      passed: 5,
      failed: 1,
      failures: [{ element: "IfcWall 'Wall-GF-North'", reason: 'Pset_WallCommon.FireRating is missing' }],
    },
    {
      name: 'Walls are 300 mm wide',
      usage: 'required',
      status: 'pass',
      applicable: 6,
      passed: 6,
      failed: 0,
      failures: [],
    },
  ],
};

/**
 * The member sends a model as the task's next revision: a read model (task_models) named by a
 * submission file of kind `model`, written through the stores as the submit route writes them.
 */
export async function sendModel(
  ctx: TestContext,
  t: { submissionId: string; taskNumber: number },
  model: { name?: string; status?: 'ready' | 'reading' } = {},
) {
  const key = `models/2026-11/${randomUUID()}.ifc`;
  const ready = (model.status ?? 'ready') === 'ready';
  const [row] = await ctx.app.db
    .insert(taskModels)
    .values({
      ...t,
      key,
      name: model.name ?? 'house.ifc',
      bytes: 10821,
      status: model.status ?? 'ready',
      schema: ready ? 'IFC4' : null,
      outline: ready ? TINY_OUTLINE : null,
      report: ready ? TINY_REPORT : null,
    })
    .returning();
  const file = { key, bytes: 10821, name: row!.name, kind: 'model', pages: 1, width: null, height: null };
  await ctx.app.db.transaction(async (tx) => {
    const written = await recordTask(tx, t.submissionId, t.taskNumber, [
      { ...file, previewKey: null, modelId: row!.id } as Parameters<typeof recordTask>[3][number],
    ]);
    await tx.update(taskModels).set({ revision: written!.revision }).where(eq(taskModels.id, row!.id));
  });
  return row!;
}

/** A snapshot of the 3D view as the viewer sends it: a PNG as a data URL. */
export async function snapshotUrl(width = 160, height = 90): Promise<{ dataUrl: string; bytes: Buffer }> {
  const bytes = await plainImage(width, height);
  return { dataUrl: `data:image/png;base64,${bytes.toString('base64')}`, bytes };
}

export async function reviewOf(who: SignedIn, t: { submissionId: string; taskNumber: number }) {
  const res = await who.inject({
    method: 'GET',
    url: `/api/assignment/review/${t.submissionId}/${t.taskNumber}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TaskReview;
}
