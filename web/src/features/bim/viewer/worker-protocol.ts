import type { ModelContent } from './ifc-reader';
import type { MeshPart } from './mesh-part';
import type { PartsBatch } from './part-batches';
import type { ElementProperties } from './properties';

/** What the page asks of the model worker (model-worker.ts) and what it answers, each request by its id. */
export type WorkerQuestion =
  /** `bytes`: the model downloaded by the page (transferred); without them the worker fetches `url`. */
  { kind: 'open'; url: string; bytes?: ArrayBuffer } | { kind: 'properties'; expressID: number };
export type WorkerRequest = WorkerQuestion & { id: number };

export type WorkerAnswer =
  | { id: number; kind: 'progress'; loaded: number; total: number | null }
  | { id: number; kind: 'parts'; batch: PartsBatch }
  /** `marks`: when each step of the reading ended, ms since the epoch (the page's performance marks). */
  | { id: number; kind: 'opened'; content: ModelContent; marks: Record<string, number> }
  | { id: number; kind: 'properties'; properties: ElementProperties }
  | { id: number; kind: 'failed'; message: string };

/** The buffers of a model's geometry, handed to the page rather than copied. */
export function transferablesOf(parts: readonly MeshPart[]): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  for (const part of parts) {
    for (const array of [part.positions, part.normals, part.indices])
      buffers.add(array.buffer as ArrayBuffer);
  }
  return [...buffers];
}

export const WORKER_TEXT = {
  unreadable: 'This file could not be read as an IFC model.',
  download: (status: number) =>
    status === 403 || status === 410
      ? 'The link to this model has expired. Reload the page to open it again.'
      : `The model could not be downloaded (HTTP ${status}).`,
  network: 'The model could not be downloaded. Check the connection and reload the page.',
  crashed: 'The model viewer stopped while reading this model.',
  noWasm:
    'The model viewer could not start its IFC reader: this browser or the site’s security policy does not allow WebAssembly.',
} as const;
