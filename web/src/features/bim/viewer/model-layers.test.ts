// @vitest-environment node
import { DoubleSide, MeshBasicMaterial, PerspectiveCamera, Raycaster, Vector2 } from 'three';
import { describe, expect, it } from 'vitest';
import type { MeshPart } from './mesh-part';
import { EDGES_UP_TO, ModelLayers } from './model-layers';

/** A unit square of two triangles facing up at height y, x from `x` to x + 1, for element `id`. */
const square = (id: number, x: number, color: MeshPart['color'] = [0.5, 0.5, 0.5, 1]): MeshPart => ({
  expressID: id,
  color,
  positions: new Float32Array([x, 0, 0, x + 1, 0, 0, x + 1, 0, 1, x, 0, 1]),
  normals: new Float32Array([0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0]),
  indices: new Uint32Array([0, 1, 2, 0, 2, 3]),
});
// Both sides, as the scene's materials: the ray comes from above, whichever way a square winds.
const material = () => new MeshBasicMaterial({ vertexColors: true, side: DoubleSide });
const layersOf = () => new ModelLayers({ solid: material(), glass: material(), edges: material() });
const red = [1, 0, 0] as const;

/** A ray straight down onto the point (x, z) of the floor. */
function rayAt(x: number, z: number): Raycaster {
  const camera = new PerspectiveCamera(45, 1, 0.1, 100);
  camera.position.set(x, 10, z);
  camera.lookAt(x, 0, z);
  camera.updateMatrixWorld();
  const raycaster = new Raycaster();
  raycaster.setFromCamera(new Vector2(0, 0), camera);
  return raycaster;
}
const coloursOf = (layers: ModelLayers, i: number) => [
  ...((layers.objects[i]!.geometry.getAttribute('color').array as Float32Array).slice(0, 3) ?? []),
];

describe('the model drawn as its geometry streams in', () => {
  it('adds each batch as merged layers (solid and see-through apart), not one object per part', () => {
    const layers = layersOf();
    layers.add([square(1, 0), square(2, 1), square(3, 2, [0.6, 0.8, 1, 0.3])]);
    layers.add([square(4, 3), square(5, 4)]);
    expect(layers.objects).toHaveLength(3);
    expect(layers.objects.map((o) => o.geometry.getAttribute('position').count)).toEqual([8, 4, 8]);
    expect(layers.objects[1]!.renderOrder).toBe(1);
  });

  it('picks an element that came in a later batch', () => {
    const layers = layersOf();
    layers.add([square(1, 0)]);
    layers.add([square(2, 5)]);
    expect(layers.pick(rayAt(5.5, 0.5), null)).toBe(2);
    expect(layers.pick(rayAt(0.5, 0.5), null)).toBe(1);
    expect(layers.pick(rayAt(3, 0.5), null)).toBeNull();
  });

  it('gives a later batch what is selected and hidden already', () => {
    const layers = layersOf();
    layers.add([square(1, 0)]);
    layers.setColours((id) => (id === 2 ? red : null));
    layers.setHidden(new Set([3]));
    layers.add([square(2, 5), square(3, 6)]);
    expect(coloursOf(layers, 1)).toEqual([1, 0, 0]);
    // Element 3's triangles are out of the later batch's index: only element 2's six remain.
    expect(layers.objects[1]!.geometry.index!.count).toBe(6);
    expect(layers.pick(rayAt(6.5, 0.5), null)).toBeNull();
    layers.setHidden(new Set());
    expect(layers.pick(rayAt(6.5, 0.5), null)).toBe(3);
  });

  it('draws edges only once all is in, and only for a small model', () => {
    const small = layersOf();
    small.add([square(1, 0)]);
    expect(small.objects).toHaveLength(1);
    small.complete([square(2, 1)]);
    expect(small.objects).toHaveLength(3);
    expect(small.objects[2]!.type).toBe('LineSegments');

    const large = layersOf();
    large.add(Array.from({ length: EDGES_UP_TO + 1 }, (_, i) => square(i + 1, i)));
    large.complete([]);
    expect(large.objects.every((o) => o.type === 'Mesh')).toBe(true);
  });

  it('forgets the model when cleared', () => {
    const layers = layersOf();
    layers.add([square(1, 0)]);
    layers.dispose();
    expect(layers.objects).toHaveLength(0);
    expect(layers.pick(rayAt(0.5, 0.5), null)).toBeNull();
  });
});
