// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Box3 } from './camera';
import type { MeshPart } from './mesh-part';
import { batchIsDue, boxOfBatches, PartBatcher, type PartsBatch } from './part-batches';
import { roughly, VIEWER_TEXT } from './viewer-text';

const part = (id: number): MeshPart => ({
  expressID: id,
  color: [0.5, 0.5, 0.5, 1],
  positions: new Float32Array([id, 0, 0]),
  normals: new Float32Array([0, 1, 0]),
  indices: new Uint32Array([0, 0, 0]),
});
const at = (x: number): Box3 => ({ min: [x, 0, 0], max: [x + 1, 1, 1] });
const policy = { first: { parts: 3, ms: 50, least: 2 }, later: { parts: 5, ms: 250, least: 1 } };

describe('the geometry sent in batches as it streams', () => {
  it('sends the first batch early (a few parts or a short wait) and the later ones larger', () => {
    expect(batchIsDue(3, 0, 0, policy)).toBe(true);
    expect(batchIsDue(2, 49, 0, policy)).toBe(false);
    // The first batch frames the camera: not on a single part, however long it took.
    expect(batchIsDue(1, 500, 0, policy)).toBe(false);
    expect(batchIsDue(2, 50, 0, policy)).toBe(true);
    expect(batchIsDue(3, 100, 1, policy)).toBe(false);
    expect(batchIsDue(1, 250, 1, policy)).toBe(true);
    expect(batchIsDue(5, 0, 1, policy)).toBe(true);
    expect(batchIsDue(0, 1000, 1, policy)).toBe(false);
  });

  it('hands each batch over with its parts, its box and the elements read so far, and the rest at the end', () => {
    const sent: PartsBatch[] = [];
    let clock = 0;
    const batcher = new PartBatcher(
      (b) => sent.push(b),
      () => clock,
      policy,
    );
    for (let i = 1; i <= 9; i++) batcher.add(part(i), at(i), i);
    expect(sent.map((b) => b.parts.map((p) => p.expressID))).toEqual([
      [1, 2, 3],
      [4, 5, 6, 7, 8],
    ]);
    expect(sent[0]!.box).toEqual({ min: [1, 0, 0], max: [4, 1, 1] });
    expect(sent[1]!.elements).toBe(8);
    clock = 300;
    batcher.add(part(10), at(10), 10);
    expect(sent[2]!.parts.map((p) => p.expressID)).toEqual([9, 10]);
    batcher.flush(10);
    expect(sent).toHaveLength(3);
    expect(boxOfBatches(sent)).toEqual({ min: [1, 0, 0], max: [11, 1, 1] });
  });

  it('says how many elements are in while reading, rounded so a screen reader is not flooded', () => {
    expect([7, 999, 1000, 2999, 14_300, 20_001].map(roughly)).toEqual([7, 999, 1000, 2000, 10_000, 20_000]);
    expect(VIEWER_TEXT.reading(14_300)).toBe('Reading the model… 10,000 elements');
  });
});
