/**
 * Reads and checks a model in a worker thread with a heap limit and a time limit, so a model that is
 * too big or too slow fails on its own (ModelReadError, in the member's words) while the event loop
 * stays free and the process keeps answering.
 */
import { MODEL_TEXT, type IdsReport, type ModelOutline } from '@atelier/contract/models';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { gunzipSync } from 'node:zlib';
import type { ModelSummary } from './ifc/model-summary';
import { InvalidIdsError } from './ids/ids-parse';
import type { ReaderAnswer, ReaderInput, WorkerReading } from './model-reader.worker';

export interface ModelReading {
  /** `IFC2X3`, `IFC4` or `IFC4X3`. */
  schema: string;
  outline: ModelOutline;
  /** The IDS report, each specification's failures cut to MODEL_LIMITS.failuresPerSpecification. */
  report: IdsReport | null;
  /** The summary as gzipped JSON, ready to store: made in the worker and moved here without a copy. */
  summaryGzip: Uint8Array;
  /**
   * The summary itself, decoded on first use on the calling thread (a 20 MB model's takes a few hundred
   * ms of the event loop: store summaryGzip rather than encoding this again).
   */
  readonly summary: ModelSummary;
}

export type ModelReadFailure = 'timeout' | 'memory' | 'unreadable';

export class ModelReadError extends Error {
  constructor(
    readonly reason: ModelReadFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ModelReadError';
  }
}

export interface ReadModelOptions {
  ifcPath: string;
  /** The task's IDS; null or absent reads the model without a report. */
  idsXml?: string | null;
  timeoutMs: number;
  /** The worker's old-generation heap, in MB. */
  memoryMb: number;
}

// From source (vitest, tsx) this module is a .ts file and starts the worker's source through tsx's
// loader, registered inside the worker (Node 20 does not apply `execArgv: ['--import', 'tsx']` to a
// worker's own entry); bundled, it is dist/main.js (or another entry) beside dist/model-reader-worker.js.
const fromSource = import.meta.url.endsWith('.ts');

function workerEntry(): { entry: string | URL; eval: boolean } {
  if (!fromSource) return { entry: new URL('./model-reader-worker.js', import.meta.url), eval: false };
  const requireHere = createRequire(import.meta.url);
  const tsxPackage = requireHere.resolve('tsx/package.json');
  const tsx = requireHere(tsxPackage) as { exports: Record<string, { import: { default: string } }> };
  const api = pathToFileURL(
    path.join(path.dirname(tsxPackage), tsx.exports['./esm/api']?.import.default ?? ''),
  );
  const source = new URL('./model-reader.worker.ts', import.meta.url);
  const code = `import(${JSON.stringify(api.href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source.href)}); })`;
  return { entry: code, eval: true };
}

const SOURCE_PREFIX = 'This IFC model cannot be read: ';
const unreadable = (reason: string) =>
  new ModelReadError(
    'unreadable',
    `${MODEL_TEXT.couldNotRead}: ${reason.startsWith(SOURCE_PREFIX) ? reason.slice(SOURCE_PREFIX.length) : reason}`,
  );

function withSummary(reading: WorkerReading): ModelReading {
  let summary: ModelSummary | undefined;
  return Object.defineProperty({ ...reading }, 'summary', {
    enumerable: false,
    get: () => (summary ??= JSON.parse(gunzipSync(reading.summaryGzip).toString('utf8')) as ModelSummary),
  }) as ModelReading;
}

function settle(answer: ReaderAnswer): ModelReading {
  if (answer.kind === 'read') return withSummary(answer.reading);
  if (answer.kind === 'invalidIds') throw new InvalidIdsError(answer.reasons);
  throw unreadable(answer.reason);
}

export function readModelInWorker(options: ReadModelOptions): Promise<ModelReading> {
  const input: ReaderInput = { ifcPath: options.ifcPath, idsXml: options.idsXml ?? null };
  return new Promise((resolve, reject) => {
    const { entry, eval: evaluate } = workerEntry();
    const worker = new Worker(entry, {
      eval: evaluate,
      workerData: input,
      resourceLimits: { maxOldGenerationSizeMb: options.memoryMb },
    });
    let done = false;
    const finish = (outcome: () => ModelReading) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      void worker.terminate();
      try {
        resolve(outcome());
      } catch (err) {
        reject(err);
      }
    };
    const timer = setTimeout(
      () =>
        finish(() => {
          throw new ModelReadError('timeout', MODEL_TEXT.readTimedOut);
        }),
      options.timeoutMs,
    );
    worker.on('message', (answer: ReaderAnswer) => finish(() => settle(answer)));
    worker.on('error', (err: NodeJS.ErrnoException) =>
      finish(() => {
        if (err.code === 'ERR_WORKER_OUT_OF_MEMORY')
          throw new ModelReadError('memory', MODEL_TEXT.readOutOfMemory, { cause: err });
        throw new ModelReadError('unreadable', `${MODEL_TEXT.couldNotRead}.`, { cause: err });
      }),
    );
    worker.on('exit', (code) =>
      finish(() => {
        throw new ModelReadError('unreadable', `${MODEL_TEXT.couldNotRead}.`, {
          cause: new Error(`the model reader stopped with code ${code}`),
        });
      }),
    );
  });
}
