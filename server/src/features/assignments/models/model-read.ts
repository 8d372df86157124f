import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ModelReadError, readModelInWorker } from '../../bim/bim.public';
import { MODEL_READ_JOB } from './models.actions';
import * as store from './models.store';

/** A path to the stored file on this machine: storage's own on disk, else a temporary copy. */
async function localCopy(app: FastifyInstance, key: string) {
  if (app.storage.localPath) return { path: app.storage.localPath(key), discard: async () => undefined };
  const file = await app.storage.get(key);
  if (!file) throw new Error(`model file ${key} is missing from storage`);
  const where = path.join(app.uploadTmpDir, `${randomUUID()}.ifc`);
  await fsp.mkdir(app.uploadTmpDir, { recursive: true });
  await pipeline(file.body, fs.createWriteStream(where, { flags: 'wx', mode: 0o600 }));
  return { path: where, discard: () => fsp.rm(where, { force: true }) };
}

/** Stores the element summary (gzipped JSON, as the reader made it) for the model's member; answers its key. */
async function storeSummary(app: FastifyInstance, userId: string, gzipped: Uint8Array): Promise<string> {
  const where = path.join(app.uploadTmpDir, `${randomUUID()}.gz`);
  await fsp.mkdir(app.uploadTmpDir, { recursive: true });
  try {
    await fsp.writeFile(where, gzipped, { mode: 0o600 });
    return await app.uploads.keepMade({ userId }, 'models', {
      path: where,
      bytes: gzipped.length,
      extension: 'gz',
    });
  } finally {
    await fsp.rm(where, { force: true });
  }
}

/**
 * The job `model-read`: reads a queued model in a worker thread (time and memory limited by the
 * config) and checks it against its task's IDS. A model that cannot be read is an answer (status
 * failed, with why), not a job failure; only storage or database trouble throws, and is retried.
 */
async function readModel(app: FastifyInstance, modelId: string): Promise<void> {
  const started = await store.startReading(app.db, modelId);
  if (!started) return;
  const local = await localCopy(app, started.model.key);
  let result: store.ReadResult;
  try {
    const read = await readModelInWorker({
      ifcPath: local.path,
      idsXml: started.idsXml,
      timeoutMs: app.config.modelRead.timeoutMs,
      memoryMb: app.config.modelRead.memoryMb,
    });
    const summaryKey = await storeSummary(app, started.userId, read.summaryGzip);
    result = { status: 'ready', schema: read.schema, outline: read.outline, report: read.report, summaryKey };
  } catch (err) {
    if (!(err instanceof ModelReadError)) throw err;
    // Its message is the member's words (MODEL_TEXT.readTimedOut …).
    result = { status: 'failed', error: err.message };
  } finally {
    await local.discard();
  }
  const written = await app.transact(async ({ tx, afterCommit }) => {
    const done = await store.finishReading(tx, modelId, result);
    if (done?.replacedSummary) afterCommit(() => app.uploads.remove([done.replacedSummary]));
    return done;
  });
  // Gone or queued again meanwhile: this reading is nobody's.
  if (!written && result.status === 'ready') await app.uploads.remove([result.summaryKey]);
}

export function defineModelJobs(app: FastifyInstance): void {
  app.jobs.define(MODEL_READ_JOB, (payload) => readModel(app, String(payload.modelId)));
}
