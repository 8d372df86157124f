import { vi } from 'vitest';
import type { CameraView } from './camera';
import type { ModelContent } from './ifc-reader';
import type { MeshPart } from './mesh-part';
import type { WorkerLike } from './model-client';
import { elementProperties } from './properties';
import type { ViewerScene } from './scene';
import type { WorkerAnswer, WorkerRequest } from './worker-protocol';

// The model as the worker would hand it over (geometry left out: the fake scene draws nothing).
export const Y_UP = [1, 0, 0, 0, 0, 0, -1, 0, 0, 1, 0, 0, 0, -3, 0, 1];
const box = (x: number, y: number, z: number) => ({
  min: [x, y, z] as const,
  max: [x + 1, y + 1, z + 1] as const,
});
export const content: ModelContent = {
  schema: 'IFC4',
  coordination: Y_UP,
  box: { min: [0, -3, -6], max: [10, 3, 0] },
  parts: [],
  storeys: [
    { expressID: 10, name: 'Ground floor', elevation: 0, elements: [52, 98, 143] },
    { expressID: 20, name: 'First floor', elevation: 3, elements: [160] },
  ],
  elements: [
    {
      expressID: 52,
      globalId: '0WallGFSouth0000000000',
      entity: 'IfcWall',
      name: 'Wall-GF-South',
      box: box(0, -3, -0.3),
    },
    {
      expressID: 98,
      globalId: '0WallGFNorth0000000000',
      entity: 'IfcWall',
      name: 'Wall-GF-North',
      box: box(0, -3, -6),
    },
    {
      expressID: 143,
      globalId: '0DoorGF010000000000000',
      entity: 'IfcDoor',
      name: 'Door-GF-01',
      box: box(4, -3, 0),
    },
    {
      expressID: 160,
      globalId: '0WallFFSouth0000000000',
      entity: 'IfcWall',
      name: 'Wall-FF-South',
      box: box(0, 0, -0.3),
    },
  ],
};

export function fakeWorker(answer: 'ok' | 'broken' = 'ok'): WorkerLike {
  let listener: ((event: MessageEvent<WorkerAnswer>) => void) | undefined;
  const reply = (data: WorkerAnswer) => setTimeout(() => listener?.({ data } as MessageEvent<WorkerAnswer>));
  return {
    postMessage(request: WorkerRequest) {
      if (answer === 'broken')
        return reply({
          id: request.id,
          kind: 'failed',
          message: 'This file could not be read as an IFC model.',
        });
      if (request.kind === 'open') return reply({ id: request.id, kind: 'opened', content, marks: {} });
      const e = content.elements.find((x) => x.expressID === request.expressID)!;
      const line = { expressID: e.expressID, GlobalId: { value: e.globalId }, Name: { value: e.name } };
      const pset = {
        Name: { value: 'Pset_WallCommon' },
        HasProperties: [
          { Name: { value: 'FireRating' }, NominalValue: { value: 'REI60', name: 'IFCLABEL' } },
        ],
      };
      reply({ id: request.id, kind: 'properties', properties: elementProperties(line, e.entity, [pset]) });
    },
    addEventListener(type: string, l: unknown) {
      if (type === 'message') listener = l as typeof listener;
    },
    terminate: () => undefined,
  };
}

export function fakeScene() {
  const scene = {
    addParts: vi.fn(),
    setModel: vi.fn(),
    clear: vi.fn(),
    setCamera: vi.fn<(view: CameraView) => void>(),
    setHidden: vi.fn<(hidden: ReadonlySet<number>) => void>(),
    setHighlights: vi.fn<(selected: number | null, failed: ReadonlySet<number>, show: boolean) => void>(),
    setSection: vi.fn(),
    pick: vi.fn(() => 143),
    project: vi.fn(() => ({ x: 20, y: 30 })),
    resize: vi.fn(),
    snapshot: vi.fn(() => 'data:image/png;base64,iVBORw0KGgo='),
    onRendered: vi.fn(() => () => undefined),
    dispose: vi.fn(),
  } satisfies ViewerScene;
  return scene;
}

/** A square of an element's geometry at x (as the worker streams it). */
export const squarePart = (expressID: number, x: number): MeshPart => ({
  expressID,
  color: [0.5, 0.5, 0.5, 1],
  positions: new Float32Array([x, 0, 0, x + 1, 0, 0, x + 1, 0, 1, x, 0, 1]),
  normals: new Float32Array([0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0]),
  indices: new Uint32Array([0, 1, 2, 0, 2, 3]),
});

/** A worker whose answers to the model's opening the test sends one at a time (batches, then the content). */
export function steppedWorker() {
  const base = fakeWorker();
  let listener: ((event: MessageEvent<WorkerAnswer>) => void) | undefined;
  let openId = 0;
  const worker: WorkerLike = {
    postMessage(request) {
      if (request.kind === 'open') openId = request.id;
      else base.postMessage(request);
    },
    addEventListener(type: string, l: unknown) {
      if (type === 'message') listener = l as typeof listener;
      base.addEventListener(type as 'message', l as (event: MessageEvent<WorkerAnswer>) => void);
    },
    terminate: () => undefined,
  };
  const send = (answer: DistributiveOmit<WorkerAnswer, 'id'>) =>
    listener?.({ data: { ...answer, id: openId } as WorkerAnswer } as MessageEvent<WorkerAnswer>);
  return { worker, send };
}
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
