// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { IfcAPI } from 'web-ifc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewToIfc } from './camera';
import { failureSet } from './failures';
import { openModel, readModel, readProperties, UnreadableModel, type ModelContent } from './ifc-reader';
import { boxOfBatches, type PartsBatch } from './part-batches';
import { hiddenElements } from './storeys';
// @ts-expect-error: a plain script beside the fixture it writes, without types
import { tinyModel } from './fixtures/make-tiny-model.mjs';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'tiny-model.ifc');

describe('reading a model with web-ifc (the worker’s code, in Node)', () => {
  const api = new IfcAPI();
  let model: number;
  let content: ModelContent;
  beforeAll(async () => {
    await api.Init();
    model = openModel(api, new Uint8Array(fs.readFileSync(FIXTURE)));
    content = readModel(api, model);
  });
  afterAll(() => api.CloseModel(model));

  it('the committed fixture is what its generator writes', () => {
    expect(fs.readFileSync(FIXTURE, 'utf8')).toBe(tinyModel());
  });

  it('lists both storeys, lowest first, with their walls and the door', () => {
    expect(content.schema).toBe('IFC4');
    const names = (ids: number[]) =>
      ids.map((id) => content.elements.find((e) => e.expressID === id)?.name).sort();
    expect(content.storeys.map((s) => [s.name, s.elevation])).toEqual([
      ['Ground floor', 0],
      ['First floor', 3],
    ]);
    expect(names(content.storeys[0]!.elements)).toEqual([
      'Door-GF-01',
      'Wall-GF-East',
      'Wall-GF-North',
      'Wall-GF-South',
      'Wall-GF-West',
    ]);
    expect(names(content.storeys[1]!.elements)).toEqual(['Wall-FF-North', 'Wall-FF-South']);
  });

  it('places every element’s triangles, Y up, in the model’s box', () => {
    const drawn = new Set(content.parts.map((p) => p.expressID));
    expect(drawn.size).toBe(7);
    const box = content.box!;
    // 10 m × 6 m, two storeys of 3 m; the door stands 5 cm proud of the south wall.
    expect(box.max[0] - box.min[0]).toBeCloseTo(10, 3);
    expect(box.max[1] - box.min[1]).toBeCloseTo(6, 3);
    expect(box.max[2] - box.min[2]).toBeCloseTo(6.05, 3);
    for (const part of content.parts) {
      expect(part.positions.length).toBe(part.normals.length);
      expect(Math.max(...part.indices)).toBeLessThan(part.positions.length / 3);
    }
    const door = content.elements.find((e) => e.entity === 'IfcDoor')!;
    expect(door.box!.max[1] - door.box!.min[1]).toBeCloseTo(2.1, 3);
    expect(content.parts.find((p) => p.expressID === door.expressID)!.color.slice(0, 3)).toEqual([
      expect.closeTo(0.55, 3),
      expect.closeTo(0.36, 3),
      expect.closeTo(0.2, 3),
    ]);
  });

  it('knows how the drawn model relates to its own coordinates (Z up, before the shift)', () => {
    const door = content.elements.find((e) => e.entity === 'IfcDoor')!;
    const back = viewToIfc({ position: door.box!.min, target: door.box!.max }, content.coordination);
    // The door is 1 m × 0.4 m × 2.1 m, from (4, -0.05, 0) in the model.
    const close = (a: readonly number[], b: readonly number[]) =>
      a.forEach((v, i) => expect(v).toBeCloseTo(b[i]!, 3));
    const lo = back.position.map((v, i) => Math.min(v, back.target[i]!));
    const hi = back.position.map((v, i) => Math.max(v, back.target[i]!));
    close(lo, [4, -0.05, 0]);
    close(hi, [5, 0.35, 2.1]);
  });

  it('reads an element’s entity, GlobalId, property sets and quantities', async () => {
    const wall = content.elements.find((e) => e.name === 'Wall-GF-South')!;
    const props = await readProperties(api, model, wall.expressID);
    expect(props).toMatchObject({
      entity: 'IfcWall',
      globalId: '0WallGFSouth0000000000',
      name: 'Wall-GF-South',
    });
    expect(props.attributes).toContainEqual({ name: 'PredefinedType', value: 'STANDARD', type: undefined });
    expect(props.tables.map((t) => [t.name, t.kind])).toEqual([
      ['Pset_WallCommon', 'properties'],
      ['Qto_WallBaseQuantities', 'quantities'],
    ]);
    expect(props.tables[0]!.rows).toContainEqual({ name: 'FireRating', value: 'REI60', type: 'IfcLabel' });
    expect(props.tables[1]!.rows).toContainEqual({ name: 'Length', value: 10, type: 'IfcLengthMeasure' });
  });

  it('finds the failing walls by GlobalId and hides a storey’s elements', () => {
    const byGlobalId = new Map(content.elements.map((e) => [e.globalId, e.expressID]));
    const set = failureSet(['0WallGFNorth0000000000', '0NotInThisRevision0000'], byGlobalId);
    expect([...set.elements].map((id) => content.elements.find((e) => e.expressID === id)?.name)).toEqual([
      'Wall-GF-North',
    ]);
    expect(set.missing).toEqual(['0NotInThisRevision0000']);
    const hidden = hiddenElements(content, new Set([content.storeys[1]!.expressID]));
    expect(hidden.size).toBe(2);
  });

  it('streams the same geometry in batches, with the same boxes, when asked to', () => {
    const batches: PartsBatch[] = [];
    // Batches by count alone (a clock that stands still): the same on a busy machine.
    const policy = { first: { parts: 3, ms: 50, least: 1 }, later: { parts: 5, ms: 250, least: 1 } };
    const streamed = readModel(api, model, { onBatch: (b) => batches.push(b), policy, now: () => 0 });
    expect(streamed.parts).toEqual([]);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches[0]!.parts).toHaveLength(3);
    const parts = batches.flatMap((b) => b.parts);
    expect(parts.map((p) => p.expressID)).toEqual(content.parts.map((p) => p.expressID));
    expect(parts.map((p) => [...p.positions])).toEqual(content.parts.map((p) => [...p.positions]));
    expect(boxOfBatches(batches)).toEqual(streamed.box);
    expect(streamed.box).toEqual(content.box);
    expect(streamed.elements).toEqual(content.elements);
    expect(batches[batches.length - 1]!.elements).toBe(content.elements.filter((e) => e.box).length);
  });

  it('refuses bytes that are not a model', () => {
    expect(() => openModel(api, new TextEncoder().encode('%PDF-1.7 not a model'))).toThrow(UnreadableModel);
  });
});
