import type { User } from '@atelier/contract/auth';
import { MODEL_ERRORS, MODEL_LIMITS } from '@atelier/contract/models';
import { REVIEW_ERRORS, type CreateModelPinBody, type Pin } from '@atelier/contract/reviews';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { reviewPins } from '../../../db/schema/reviews';
import { fail } from '../../../lib/errors';
import { withStoredFiles } from '../../../lib/upload-forms';
import { pinnedFile, placePin, reachTask } from './review.actions';
import * as store from './review.store';
import { storedSummary } from './stored-bytes';

/** The upload kind a 3D pin's snapshot is kept under. */
export const SNAPSHOT_KIND = 'pin-snapshots';
const SNAPSHOT_GRACE_MS = 60 * 60 * 1000;

/** Snapshots are named by their pin; one whose pin is gone goes with the sweep. */
export function defineSnapshotKind(app: FastifyInstance): void {
  app.uploads.defineKind(SNAPSHOT_KIND, {
    claimed: (key) => sql`EXISTS (SELECT 1 FROM ${reviewPins} WHERE ${reviewPins.snapshotKey} = ${key})`,
    graceMs: SNAPSHOT_GRACE_MS,
  });
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The snapshot's bytes, when they are a PNG by their content: the signature, an IHDR chunk first,
 * and a header sharp reads as a PNG. 413 past the limit, 415 otherwise.
 */
export async function snapshotPng(dataUrl: string): Promise<Buffer> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > MODEL_LIMITS.snapshotBytes) throw fail(MODEL_ERRORS.snapshotTooLarge);
  const headed = bytes.subarray(0, 8).equals(PNG_SIGNATURE) && bytes.toString('latin1', 12, 16) === 'IHDR';
  const format = headed
    ? await sharp(bytes)
        .metadata()
        .then(
          (m) => m.format,
          () => undefined,
        )
    : undefined;
  if (format !== 'png') throw fail(MODEL_ERRORS.snapshotNotPng);
  return bytes;
}

/** Whether the model holds the element, when its reading is known (a model still being read takes any). */
async function assertElementIn(
  app: FastifyInstance,
  model: store.TaskModelRow | undefined,
  globalId: string,
) {
  if (model?.status !== 'ready' || !model.summaryKey) return;
  const summary = await storedSummary(app, model.summaryKey);
  if (!summary.elements.some((e) => e.globalId === globalId)) throw fail(MODEL_ERRORS.elementNotInModel);
}

/**
 * A reviewer's pin on an element of the current revision's model: its GlobalId, the camera it was
 * seen from and a PNG of the view (kept in storage while the pin names it). Refused, with nothing
 * kept, as a pin on a drawing is, and for a file that is not a model, an element the model does not
 * have, or a snapshot that is not a PNG.
 */
export async function addModelPin(
  app: FastifyInstance,
  reply: FastifyReply,
  me: User,
  t: { submissionId: string; taskNumber: number },
  body: CreateModelPinBody,
): Promise<Pin> {
  const found = await reachTask(app, me, t);
  const file = await pinnedFile(app, t, body.fileId);
  if (file.kind !== 'model') throw fail(MODEL_ERRORS.notAModelFile);
  if (file.revision !== (await store.currentTask(app.db, t))?.revision)
    throw fail(REVIEW_ERRORS.notCurrentRevision);
  const models = await store.modelsOfTask(app.db, t);
  await assertElementIn(
    app,
    models.find((m) => m.id === file.modelId),
    body.globalId,
  );
  const png = await snapshotPng(body.snapshot);
  await fs.mkdir(app.uploadTmpDir, { recursive: true });
  const where = path.join(app.uploadTmpDir, `${randomUUID()}.png`);
  await fs.writeFile(where, png, { mode: 0o600 });
  const discard = () => fs.rm(where, { force: true });
  const snapshot = {
    path: where,
    bytes: png.length,
    extension: 'png' as const,
    name: 'snapshot.png',
    discard,
  };
  const place = { reply, who: { userId: me._id }, kind: SNAPSHOT_KIND };
  return withStoredFiles(app, { files: [snapshot], discard }, place, async (keep) => {
    const [stored] = await keep();
    const { fileId, comment, globalId, camera } = body;
    return placePin(app, me, found, {
      ...t,
      revision: file.revision,
      fileId,
      comment,
      page: 1,
      x: 0,
      y: 0,
      globalId,
      camera,
      snapshotKey: stored!.key,
    });
  });
}
