import { downloadModel } from './download';
import type { ModelContent } from './ifc-reader';
import type { PartsBatch } from './part-batches';
import type { ElementProperties } from './properties';
import { WORKER_TEXT, type WorkerAnswer, type WorkerQuestion, type WorkerRequest } from './worker-protocol';

/** The part of a Worker the client uses; tests hand it a fake. */
export interface WorkerLike {
  postMessage(message: WorkerRequest, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerAnswer>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

export const startModelWorker = (): WorkerLike =>
  new Worker(new URL('./model-worker.ts', import.meta.url), { type: 'module', name: 'ifc-model' });

/** How the page fetches a model for the worker; without one the worker fetches it itself. */
export type FetchModel = typeof downloadModel;

interface Waiting {
  resolve: (answer: WorkerAnswer) => void;
  reject: (error: Error) => void;
  onProgress?: (loaded: number, total: number | null) => void;
  onParts?: (batch: PartsBatch) => void;
}

/** Asks the model worker, one promise per request; a worker that dies fails what is waiting. */
export class ModelClient {
  private next = 1;
  private waiting = new Map<number, Waiting>();

  constructor(
    private readonly worker: WorkerLike = startModelWorker(),
    private readonly fetchModel?: FetchModel,
  ) {
    worker.addEventListener('message', (event: MessageEvent<WorkerAnswer>) => {
      const answer = event.data;
      const waiting = this.waiting.get(answer.id);
      if (!waiting) return;
      if (answer.kind === 'progress') {
        waiting.onProgress?.(answer.loaded, answer.total);
        return;
      }
      if (answer.kind === 'parts') {
        waiting.onParts?.(answer.batch);
        return;
      }
      this.waiting.delete(answer.id);
      if (answer.kind === 'failed') waiting.reject(new Error(answer.message));
      else waiting.resolve(answer);
    });
    worker.addEventListener('error', () => {
      for (const w of this.waiting.values()) w.reject(new Error(WORKER_TEXT.crashed));
      this.waiting.clear();
    });
  }

  private ask(
    request: WorkerQuestion,
    hear: Pick<Waiting, 'onProgress' | 'onParts'> = {},
    transfer: Transferable[] = [],
  ): Promise<WorkerAnswer> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject, ...hear });
      this.worker.postMessage({ ...request, id }, transfer);
    });
  }

  /** The model's content once all is read; its geometry meanwhile in batches to `onParts`. */
  async open(url: string, hear: Pick<Waiting, 'onProgress' | 'onParts'> = {}): Promise<ModelContent> {
    let answer: WorkerAnswer;
    if (this.fetchModel) {
      const bytes = (await this.fetchModel(url, (loaded, total) => hear.onProgress?.(loaded, total)))
        .buffer as ArrayBuffer;
      performance.mark('model-viewer:downloaded');
      answer = await this.ask({ kind: 'open', url, bytes }, hear, [bytes]);
    } else answer = await this.ask({ kind: 'open', url }, hear);
    if (answer.kind !== 'opened') throw new Error(WORKER_TEXT.unreadable);
    // The worker's steps on the page's timeline, beside model-viewer:first-frame.
    for (const [name, at] of Object.entries(answer.marks ?? {}))
      performance.mark(`model-viewer:worker:${name}`, {
        startTime: Math.max(0, at - performance.timeOrigin),
      });
    return answer.content;
  }

  async properties(expressID: number): Promise<ElementProperties> {
    const answer = await this.ask({ kind: 'properties', expressID });
    if (answer.kind !== 'properties') throw new Error(WORKER_TEXT.unreadable);
    return answer.properties;
  }

  dispose(): void {
    this.worker.terminate();
    for (const w of this.waiting.values()) w.reject(new Error('closed'));
    this.waiting.clear();
  }
}

/** The viewer's own client: the page downloads the model while the worker's script loads. */
export const startModelClient = () => new ModelClient(startModelWorker(), downloadModel);

/**
 * A model being opened: its worker, the promise of its content, the geometry's batches so far (kept:
 * they may come before the viewer that draws them), and who hears its progress and its batches.
 */
export interface Opening {
  client: ModelClient;
  content: Promise<ModelContent>;
  batches: PartsBatch[];
  onProgress?: (loaded: number, total: number | null) => void;
  onParts?: () => void;
}

export function beginOpening(url: string, client: ModelClient): Opening {
  performance.mark('model-viewer:opening');
  const opening: Opening = { client, content: Promise.resolve(null as unknown as ModelContent), batches: [] };
  opening.content = client.open(url, {
    onProgress: (loaded, total) => opening.onProgress?.(loaded, total),
    onParts: (batch) => {
      opening.batches.push(batch);
      opening.onParts?.();
    },
  });
  // Whoever takes it handles a failure; one never taken must not be an unhandled rejection.
  opening.content.catch(() => undefined);
  return opening;
}

const preloaded = new Map<string, Opening>();

/**
 * Starts the worker reading a model before the viewer's own chunk (three.js) has arrived, so the
 * two download side by side (as preloadPdfPage does for drawings); the viewer takes it over.
 */
export function preloadModel(url: string): void {
  if (typeof Worker === 'undefined' || preloaded.has(url)) return;
  preloaded.set(url, beginOpening(url, startModelClient()));
}

/** The opening preloadModel started for `url`, now the caller's to dispose. */
export function takePreloadedModel(url: string): Opening | undefined {
  const opening = preloaded.get(url);
  preloaded.delete(url);
  return opening;
}

/** Ends a preloaded opening nobody took (the viewer went away before its chunk came). */
export function dropPreloadedModel(url: string): void {
  takePreloadedModel(url)?.client.dispose();
}
