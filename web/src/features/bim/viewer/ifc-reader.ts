import {
  IFCBUILDINGSTOREY,
  IFCRELAGGREGATES,
  IFCRELCONTAINEDINSPATIALSTRUCTURE,
  type IfcAPI,
  type LoaderSettings,
} from 'web-ifc';
import type { Box3 } from './camera';
import type { MeshPart } from './mesh-part';
import { grownBox, PartBatcher, type BatchPolicy, type PartsBatch } from './part-batches';
import { elementProperties, plainValue, type ElementProperties } from './properties';
import { storeyTree, type Storey } from './storeys';

/**
 * Reads a model with web-ifc: the triangles of every element (placed, in metres, Y up), the
 * elements' names and GlobalIds, the storeys, and on request one element's properties. Runs in the
 * viewer's worker (model-worker.ts) and, in tests, in Node on the same web-ifc.
 */

export type { MeshPart };

export interface ModelElement {
  expressID: number;
  globalId: string;
  entity: string;
  name: string | null;
  /** Around its geometry; absent for an element without any. */
  box?: Box3;
}

export interface ModelContent {
  schema: string;
  elements: ModelElement[];
  storeys: Storey[];
  parts: MeshPart[];
  /** Around every part; undefined for a model without geometry. */
  box?: Box3;
  /** From the model's coordinates (Z up) to the drawn ones (Y up, near the origin); column-major. */
  coordination: number[];
}

/** Geometry near the origin: a model placed at its survey coordinates would shake in 32-bit floats. */
export const LOADER_SETTINGS: LoaderSettings = {
  COORDINATE_TO_ORIGIN: true,
  MEMORY_LIMIT: 1024 * 1024 * 1024,
};

export class UnreadableModel extends Error {}

export function openModel(api: IfcAPI, bytes: Uint8Array): number {
  let id: number;
  try {
    id = api.OpenModel(bytes, LOADER_SETTINGS);
  } catch (cause) {
    throw new UnreadableModel('This file could not be read as an IFC model.', { cause });
  }
  if (id < 0) throw new UnreadableModel('This file could not be read as an IFC model.');
  return id;
}

const ids = (api: IfcAPI, model: number, type: number): number[] => {
  const vector = api.GetLineIDsWithType(model, type, true);
  const out: number[] = [];
  for (let i = 0; i < vector.size(); i++) out.push(vector.get(i));
  return out;
};

const refs = (list: unknown): number[] =>
  Array.isArray(list)
    ? list.map((r) => Number((r as { value?: unknown }).value)).filter(Number.isFinite)
    : [];
const ref = (r: unknown): number => Number((r as { value?: unknown } | null)?.value);

/** Writes m × (x, y, z, w) at `at` of `out`: m a column-major 4×4, w 1 for a point, 0 for a direction. */
function transformInto(
  m: Float64Array,
  x: number,
  y: number,
  z: number,
  w: number,
  out: Float32Array,
  at: number,
) {
  out[at] = m[0]! * x + m[4]! * y + m[8]! * z + m[12]! * w;
  out[at + 1] = m[1]! * x + m[5]! * y + m[9]! * z + m[13]! * w;
  out[at + 2] = m[2]! * x + m[6]! * y + m[10]! * z + m[14]! * w;
}

/**
 * The part's vertices (x, y, z, nx, ny, nz …) placed by its matrix: positions moved, normals turned
 * and kept unit. Without an allocation per vertex: it runs for every vertex of the model.
 */
function placedPart(
  expressID: number,
  color: MeshPart['color'],
  vertices: Float32Array,
  indices: Uint32Array,
  matrix: readonly number[],
): MeshPart {
  const count = vertices.length / 6;
  const positions = new Float32Array(count * 3);
  const normals = new Float32Array(count * 3);
  const m = Float64Array.from({ length: 16 }, (_, i) => matrix[i] ?? 0);
  const at = (i: number) => vertices[i] ?? 0;
  for (let v = 0; v < count; v++) {
    const o = v * 6;
    transformInto(m, at(o), at(o + 1), at(o + 2), 1, positions, v * 3);
    transformInto(m, at(o + 3), at(o + 4), at(o + 5), 0, normals, v * 3);
    const l = Math.hypot(normals[v * 3]!, normals[v * 3 + 1]!, normals[v * 3 + 2]!) || 1;
    for (let k = v * 3; k < v * 3 + 3; k++) normals[k]! /= l;
  }
  // web-ifc's arrays are already copies out of its heap (GetVertexArray/GetIndexArray slice them).
  return { expressID, color, positions, normals, indices };
}

/** The box around `positions` (x, y, z, x, y, z …), grown from `into` when given. */
export function boxOf(positions: Float32Array, into?: Box3): Box3 {
  let [x0, y0, z0] = into?.min ?? [Infinity, Infinity, Infinity];
  let [x1, y1, z1] = into?.max ?? [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i + 2 < positions.length; i += 3) {
    const x = positions[i] ?? 0;
    const y = positions[i + 1] ?? 0;
    const z = positions[i + 2] ?? 0;
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    z0 = Math.min(z0, z);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
    z1 = Math.max(z1, z);
  }
  return { min: [x0, y0, z0], max: [x1, y1, z1] };
}

/** Every element's triangles, one part per placed geometry, handed to `onPart` as web-ifc streams them. */
export function streamGeometry(api: IfcAPI, model: number, onPart: (part: MeshPart) => void): void {
  api.StreamAllMeshes(model, (mesh) => {
    const placed = mesh.geometries;
    for (let i = 0; i < placed.size(); i++) {
      const g = placed.get(i);
      const geometry = api.GetGeometry(model, g.geometryExpressID);
      const vertices = api.GetVertexArray(geometry.GetVertexData(), geometry.GetVertexDataSize());
      const indices = api.GetIndexArray(geometry.GetIndexData(), geometry.GetIndexDataSize());
      if (indices.length > 0) {
        onPart(
          placedPart(
            mesh.expressID,
            [g.color.x, g.color.y, g.color.z, g.color.w],
            vertices,
            indices,
            g.flatTransformation,
          ),
        );
      }
      geometry.delete();
    }
  });
}

/** Every element's triangles at once (tests; the worker streams them). */
export function readGeometry(api: IfcAPI, model: number): MeshPart[] {
  const parts: MeshPart[] = [];
  streamGeometry(api, model, (part) => parts.push(part));
  return parts;
}

/** The storeys and what each holds. */
export function readStoreys(api: IfcAPI, model: number): ReturnType<typeof storeyTree> {
  const storeys = ids(api, model, IFCBUILDINGSTOREY).map((id) => {
    const line = api.GetLine(model, id);
    const elevation = plainValue(line.Elevation);
    const name = plainValue(line.Name);
    return {
      expressID: id,
      name: typeof name === 'string' ? name : null,
      elevation: typeof elevation === 'number' ? elevation : null,
    };
  });
  const contained = ids(api, model, IFCRELCONTAINEDINSPATIALSTRUCTURE).map((id) => {
    const line = api.GetLine(model, id);
    return { structure: ref(line.RelatingStructure), elements: refs(line.RelatedElements) };
  });
  const aggregates = ids(api, model, IFCRELAGGREGATES).map((id) => {
    const line = api.GetLine(model, id);
    return { whole: ref(line.RelatingObject), parts: refs(line.RelatedObjects) };
  });
  return storeyTree({ storeys, contained, aggregates });
}

/** "IFCWALLSTANDARDCASE" → "IfcWallStandardCase" (web-ifc knows the schema's spelling). */
export function entityName(api: IfcAPI, model: number, id: number): string {
  const code = api.GetLineType(model, id);
  return api.GetNameFromTypeCode(code) || `#${id}`;
}

function element(api: IfcAPI, model: number, id: number, box?: Box3): ModelElement {
  const line = api.GetLine(model, id);
  const globalId = plainValue(line.GlobalId);
  const name = plainValue(line.Name);
  return {
    expressID: id,
    globalId: typeof globalId === 'string' ? globalId : '',
    entity: entityName(api, model, id),
    name: typeof name === 'string' ? name : null,
    box,
  };
}

/** IFC's x stays, its y runs to -z, its z up to y (column-major). */
const Z_UP_TO_Y_UP = [1, 0, 0, 0, 0, 0, -1, 0, 0, 1, 0, 0, 0, 0, 0, 1];

/** a × b of column-major 4×4 matrices. */
export function multiply(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  for (let col = 0; col < 4; col++) {
    for (let row = 0; row < 4; row++) {
      let sum = 0;
      for (let k = 0; k < 4; k++) sum += (a[k * 4 + row] ?? 0) * (b[col * 4 + k] ?? 0);
      out.push(sum);
    }
  }
  return out;
}

/**
 * All the viewer needs to draw the model and list its storeys. With `onBatch` the geometry goes out in
 * batches as web-ifc streams it (PartBatcher) and the content's `parts` stays empty; the elements,
 * storeys and boxes come once all is read.
 */
export function readModel(
  api: IfcAPI,
  model: number,
  stream?: { onBatch: (batch: PartsBatch) => void; now?: () => number; policy?: BatchPolicy },
): ModelContent {
  const parts: MeshPart[] = [];
  const boxes = new Map<number, Box3>();
  let box: Box3 | undefined;
  const batcher = stream && new PartBatcher(stream.onBatch, stream.now, stream.policy);
  streamGeometry(api, model, (part) => {
    // Before the part is handed over: a transferred buffer is empty on this side.
    const own = boxOf(part.positions);
    boxes.set(part.expressID, grownBox(boxes.get(part.expressID), own));
    box = grownBox(box, own);
    if (batcher) batcher.add(part, own, boxes.size);
    else parts.push(part);
  });
  batcher?.flush(boxes.size);
  const { storeys } = readStoreys(api, model);
  const known = new Set<number>(boxes.keys());
  for (const s of storeys) for (const e of s.elements) known.add(e);
  const elements = [...known].sort((a, b) => a - b).map((id) => element(api, model, id, boxes.get(id)));
  // web-ifc turns every model Y up, then shifts it by its coordination matrix (known once the
  // geometry is read); the two together take the model's own coordinates to the drawn ones.
  const coordination = multiply([...api.GetCoordinationMatrix(model)], Z_UP_TO_Y_UP);
  return { schema: api.GetModelSchema(model), elements, storeys, parts, box, coordination };
}

/** One element's attributes, property sets and quantities (those of its type too). */
export async function readProperties(api: IfcAPI, model: number, id: number): Promise<ElementProperties> {
  const line = api.GetLine(model, id, false) as Record<string, unknown>;
  // web-ifc answers either the element's own sets or (with its last flag) only its type's.
  const own = (await api.properties.getPropertySets(model, id, true, false)) as Record<string, unknown>[];
  const ofType = (await api.properties.getPropertySets(model, id, true, true)) as Record<string, unknown>[];
  return elementProperties(line, entityName(api, model, id), own, ofType);
}
