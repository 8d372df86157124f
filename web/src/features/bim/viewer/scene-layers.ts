import { BufferAttribute, BufferGeometry, EdgesGeometry } from 'three';
import type { MeshPart } from './ifc-reader';

/**
 * The model drawn as a few merged geometries instead of one mesh per element: a large model has tens
 * of thousands of parts, and as many draw calls take seconds a frame on a software renderer. Each
 * element keeps its ranges, so hiding it is a new index without its triangles and colouring it is
 * a write into the colour attribute.
 */
export interface Layer {
  geometry: BufferGeometry;
  /** Every element's indices, hidden or not. */
  full: Uint32Array;
  /** element → [start, count] ranges in `full`. */
  indexRanges: Map<number, [number, number][]>;
  /** element → [first vertex, count] ranges (for colours). */
  vertexRanges: Map<number, [number, number][]>;
  /** vertex → element (what a picked triangle belongs to). */
  owner: Int32Array;
  /** The colours the model gives, per vertex (3 or 4 per vertex). */
  own: Float32Array | null;
}

const push = (map: Map<number, [number, number][]>, id: number, range: [number, number]) => {
  const list = map.get(id);
  if (list) list.push(range);
  else map.set(id, [range]);
};

/** The parts as one geometry with per-vertex colours (RGBA when `alpha`, for the see-through ones). */
export function meshLayer(parts: readonly MeshPart[], alpha: boolean): Layer {
  let vertices = 0;
  let indices = 0;
  for (const p of parts) {
    vertices += p.positions.length / 3;
    indices += p.indices.length;
  }
  const size = alpha ? 4 : 3;
  const positions = new Float32Array(vertices * 3);
  const normals = new Float32Array(vertices * 3);
  const colours = new Float32Array(vertices * size);
  const full = new Uint32Array(indices);
  const owner = new Int32Array(vertices);
  const indexRanges = new Map<number, [number, number][]>();
  const vertexRanges = new Map<number, [number, number][]>();
  let v = 0;
  let i = 0;
  for (const p of parts) {
    const count = p.positions.length / 3;
    positions.set(p.positions, v * 3);
    normals.set(p.normals, v * 3);
    owner.fill(p.expressID, v, v + count);
    const [r, g, b, a] = p.color;
    for (let k = v * size, end = (v + count) * size; k < end; k += size) {
      colours[k] = r;
      colours[k + 1] = g;
      colours[k + 2] = b;
      if (alpha) colours[k + 3] = a;
    }
    for (let k = 0; k < p.indices.length; k++) full[i + k] = (p.indices[k] ?? 0) + v;
    push(indexRanges, p.expressID, [i, p.indices.length]);
    push(vertexRanges, p.expressID, [v, count]);
    v += count;
    i += p.indices.length;
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  geometry.setAttribute('normal', new BufferAttribute(normals, 3));
  geometry.setAttribute('color', new BufferAttribute(colours, size));
  // The index is never written to (showOnly sets a new one), so it can be `full` itself.
  geometry.setIndex(new BufferAttribute(full, 1));
  geometry.computeBoundingSphere();
  return { geometry, full, indexRanges, vertexRanges, owner, own: colours.slice() };
}

/** The parts' edges (creases sharper than 30°) as one set of lines, indexed like the meshes. */
export function edgeLayer(parts: readonly MeshPart[]): Layer {
  const chunks: { id: number; positions: Float32Array }[] = [];
  let total = 0;
  for (const p of parts) {
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(p.positions, 3));
    g.setIndex(new BufferAttribute(p.indices, 1));
    const edges = new EdgesGeometry(g, 30);
    const positions = edges.getAttribute('position').array as Float32Array;
    chunks.push({ id: p.expressID, positions });
    total += positions.length / 3;
    edges.dispose();
    g.dispose();
  }
  const positions = new Float32Array(total * 3);
  const full = new Uint32Array(total);
  const owner = new Int32Array(total);
  const indexRanges = new Map<number, [number, number][]>();
  let v = 0;
  for (const c of chunks) {
    const count = c.positions.length / 3;
    positions.set(c.positions, v * 3);
    owner.fill(c.id, v, v + count);
    for (let k = 0; k < count; k++) full[v + k] = v + k;
    push(indexRanges, c.id, [v, count]);
    v += count;
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  geometry.setIndex(new BufferAttribute(full.slice(), 1));
  geometry.computeBoundingSphere();
  return { geometry, full, indexRanges, vertexRanges: new Map(), owner, own: null };
}

/** The layer's index without the hidden elements' triangles or lines. */
export function showOnly(layer: Layer, hidden: ReadonlySet<number>): void {
  if (hidden.size === 0) {
    layer.geometry.setIndex(new BufferAttribute(layer.full.slice(), 1));
    return;
  }
  let count = 0;
  for (const [id, ranges] of layer.indexRanges) if (!hidden.has(id)) for (const [, n] of ranges) count += n;
  const index = new Uint32Array(count);
  let at = 0;
  for (const [id, ranges] of layer.indexRanges) {
    if (hidden.has(id)) continue;
    for (const [start, n] of ranges) {
      index.set(layer.full.subarray(start, start + n), at);
      at += n;
    }
  }
  layer.geometry.setIndex(new BufferAttribute(index, 1));
}

/** Paints each element's vertices: `paint` answers a colour for an element, or null for its own. */
export function paint(
  layer: Layer,
  colourOf: (id: number) => readonly [number, number, number] | null,
): void {
  const attribute = layer.geometry.getAttribute('color') as BufferAttribute | undefined;
  if (!attribute || !layer.own) return;
  const colours = attribute.array as Float32Array;
  const size = attribute.itemSize;
  for (const [id, ranges] of layer.vertexRanges) {
    const colour = colourOf(id);
    for (const [start, n] of ranges) {
      if (!colour) {
        colours.set(layer.own.subarray(start * size, (start + n) * size), start * size);
        continue;
      }
      for (let k = start; k < start + n; k++) colours.set(colour, k * size);
    }
  }
  attribute.needsUpdate = true;
}
