import { describe, expect, it } from 'vitest';
import type { MeshPart } from './ifc-reader';
import { edgeLayer, meshLayer, paint, showOnly } from './scene-layers';

/** A unit square of two triangles at height y, for element `id`. */
const square = (id: number, y: number, color: MeshPart['color'] = [0.5, 0.5, 0.5, 1]): MeshPart => ({
  expressID: id,
  color,
  positions: new Float32Array([0, y, 0, 1, y, 0, 1, y, 1, 0, y, 1]),
  normals: new Float32Array([0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0]),
  indices: new Uint32Array([0, 1, 2, 0, 2, 3]),
});

describe('the merged layers the scene draws', () => {
  const parts = [square(7, 0), square(8, 1, [1, 0, 0, 1]), square(7, 2)];

  it('merges every part into one geometry, knowing whose each vertex is', () => {
    const layer = meshLayer(parts, false);
    expect(layer.geometry.getAttribute('position').count).toBe(12);
    expect([...layer.full]).toEqual([0, 1, 2, 0, 2, 3, 4, 5, 6, 4, 6, 7, 8, 9, 10, 8, 10, 11]);
    expect([...layer.owner]).toEqual([7, 7, 7, 7, 8, 8, 8, 8, 7, 7, 7, 7]);
    expect(layer.indexRanges.get(7)).toEqual([
      [0, 6],
      [12, 6],
    ]);
  });

  it('hides an element by leaving its triangles out of the index, and shows it again', () => {
    const layer = meshLayer(parts, false);
    showOnly(layer, new Set([7]));
    expect([...layer.geometry.index!.array]).toEqual([4, 5, 6, 4, 6, 7]);
    showOnly(layer, new Set());
    expect(layer.geometry.index!.count).toBe(18);
  });

  it('paints a highlighted element and gives the others their own colour back', () => {
    const layer = meshLayer(parts, false);
    const colours = () => [...(layer.geometry.getAttribute('color').array as Float32Array)];
    paint(layer, (id) => (id === 7 ? [0, 0, 1] : null));
    expect(colours().slice(0, 3)).toEqual([0, 0, 1]);
    expect(colours().slice(12, 15)).toEqual([1, 0, 0]);
    paint(layer, () => null);
    expect(colours().slice(0, 3)).toEqual([0.5, 0.5, 0.5]);
  });

  it('keeps see-through parts’ opacity per vertex', () => {
    const glass = meshLayer([square(9, 0, [0.6, 0.8, 1, 0.3])], true);
    expect(glass.geometry.getAttribute('color').itemSize).toBe(4);
    expect(glass.geometry.getAttribute('color').getW(0)).toBeCloseTo(0.3);
  });

  it('draws each part’s outline as lines that hide with it', () => {
    const edges = edgeLayer(parts);
    // A square's four sides (its diagonal is flat), two points each, for three squares.
    expect(edges.full.length).toBe(24);
    showOnly(edges, new Set([8]));
    expect(edges.geometry.index!.count).toBe(16);
  });
});
