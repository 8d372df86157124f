/** One coloured piece of an element's geometry, its vertices already placed in the model. */
export interface MeshPart {
  expressID: number;
  /** r, g, b, opacity in 0..1 */
  color: [number, number, number, number];
  positions: Float32Array;
  normals: Float32Array;
  indices: Uint32Array;
}
