import { readFileSync } from 'node:fs';
import { modelDiffSchema } from '@atelier/contract/models';
import { describe, expect, it } from 'vitest';
import { readIfc } from './ifc-model';
import { diffModels } from './model-diff';
import { summarizeModel, type ElementSummary, type ModelSummary } from './model-summary';

const id = (name: string) => name.replace(/[^0-9A-Za-z]/g, '').padEnd(22, '0');

function element(name: string, more: Partial<ElementSummary> = {}): ElementSummary {
  return {
    globalId: id(name),
    type: 'IfcWall',
    name,
    properties: {},
    classifications: [],
    materials: [],
    ...more,
  };
}

function model(elements: ElementSummary[], storeys: Record<string, string> = {}): ModelSummary {
  const children = Object.entries(storeys).map(([globalId, name]) => ({
    globalId,
    type: 'IfcBuildingStorey',
    name,
    elements: 0,
    children: [],
  }));
  return {
    schema: 'IFC4',
    schemaIdentifier: 'IFC4',
    spatial: [{ globalId: id('Project'), type: 'IfcProject', elements: 0, children }],
    counts: {},
    elements,
  };
}

const GF = id('StoreyGF');
const FF = id('StoreyFF');
const storeys = { [GF]: 'Ground floor', [FF]: 'First floor' };

describe('diffModels on summaries', () => {
  it('matches elements by GlobalId: added, removed, and only the changed among the rest', () => {
    const kept = element('Wall-01', { container: GF, properties: { Pset_WallCommon: { IsExternal: true } } });
    const before = model([kept, element('Wall-02'), element('Door-01', { type: 'IfcDoor' })], storeys);
    const after = model(
      [
        { ...kept, properties: { Pset_WallCommon: { IsExternal: true } } },
        { ...element('Slab-01', { type: 'IfcSlab' }), name: undefined },
        element('Wall-02', { name: 'Wall-02b' }),
      ],
      storeys,
    );
    const diff = diffModels(before, after);
    expect(modelDiffSchema.shape.changed.parse(diff.changed)).toEqual(diff.changed);
    expect(diff).toEqual({
      counts: { added: 1, removed: 1, changed: 1 },
      added: [{ globalId: id('Slab-01'), type: 'IfcSlab', name: null }],
      removed: [{ globalId: id('Door-01'), type: 'IfcDoor', name: 'Door-01' }],
      changed: [
        {
          globalId: id('Wall-02'),
          type: 'IfcWall',
          name: 'Wall-02b',
          changes: [{ what: 'Name', before: 'Wall-02', after: 'Wall-02b' }],
        },
      ],
    });
  });

  it('lists each changed value as short text: class, attributes, storey by name, properties, materials, classifications', () => {
    const before = element('Wall-01', {
      predefinedType: 'SOLIDWALL',
      container: GF,
      properties: {
        Pset_WallCommon: { FireRating: 'REI60', IsExternal: true, Reference: 'W1' },
        Qto_WallBaseQuantities: { Width: 0.3, Bounds: [1, 2.5] },
      },
      materials: ['Concrete'],
      classifications: [{ system: 'Uniclass 2015', code: 'EF_25_10', name: 'Walls' }],
    });
    const after: ElementSummary = {
      ...before,
      type: 'IfcWallStandardCase',
      name: undefined,
      predefinedType: 'PARTITIONING',
      container: FF,
      properties: {
        Pset_WallCommon: { FireRating: 'REI90', IsExternal: false, LoadBearing: null },
        Qto_WallBaseQuantities: { Width: 0.25, Bounds: [1, 3] },
        Pset_Acoustic: { Rating: 52 },
      },
      materials: ['Brick', 'Plaster'],
      classifications: [{ code: 'EF_25_30' }],
    };
    const [changed] = diffModels(model([before], storeys), model([after], storeys)).changed;
    expect(changed).toMatchObject({ type: 'IfcWallStandardCase', name: null });
    expect(changed?.changes).toEqual([
      { what: 'Type', before: 'IfcWall', after: 'IfcWallStandardCase' },
      { what: 'Name', before: 'Wall-01', after: null },
      { what: 'PredefinedType', before: 'SOLIDWALL', after: 'PARTITIONING' },
      { what: 'Container', before: 'Ground floor', after: 'First floor' },
      { what: 'Pset_Acoustic.Rating', before: null, after: '52' },
      { what: 'Pset_WallCommon.FireRating', before: 'REI60', after: 'REI90' },
      { what: 'Pset_WallCommon.IsExternal', before: 'true', after: 'false' },
      { what: 'Pset_WallCommon.LoadBearing', before: null, after: '' },
      { what: 'Pset_WallCommon.Reference', before: 'W1', after: null },
      { what: 'Qto_WallBaseQuantities.Bounds', before: '1, 2.5', after: '1, 3' },
      { what: 'Qto_WallBaseQuantities.Width', before: '0.3', after: '0.25' },
      { what: 'Material', before: 'Concrete', after: 'Brick, Plaster' },
      { what: 'Classification', before: 'Uniclass 2015 EF_25_10 Walls', after: 'EF_25_30' },
    ]);
  });

  it('names a container by its GlobalId where the model does not name it, or two storeys share a name', () => {
    const unnamed = id('StoreyX');
    const twin = id('StoreyGF2');
    const wall = element('Wall-01', { container: GF });
    const diff = diffModels(
      model([wall, element('Wall-02', { container: GF })], storeys),
      model([{ ...wall, container: unnamed }, element('Wall-02', { container: twin })], {
        ...storeys,
        [twin]: 'Ground floor',
      }),
    );
    expect(diff.changed.map((c) => c.changes)).toEqual([
      [{ what: 'Container', before: 'Ground floor', after: unnamed }],
      [{ what: 'Container', before: GF, after: twin }],
    ]);
  });

  it('sorts by class, then name, then GlobalId, and cuts the lists at the limit while the counts stay whole', () => {
    const added = [
      element('Wall-B'),
      element('Door-Z', { type: 'IfcDoor' }),
      element('Wall-A2', { name: 'Wall-A' }),
      element('Wall-A1', { name: 'Wall-A' }),
      { ...element('Wall-0'), name: undefined },
    ];
    const diff = diffModels(model([]), model(added), 4);
    expect(diff.counts).toEqual({ added: 5, removed: 0, changed: 0 });
    expect(diff.added.map((e) => [e.type, e.name, e.globalId])).toEqual([
      ['IfcDoor', 'Door-Z', id('Door-Z')],
      ['IfcWall', null, id('Wall-0')],
      ['IfcWall', 'Wall-A', id('Wall-A1')],
      ['IfcWall', 'Wall-A', id('Wall-A2')],
    ]);
    const removed = diffModels(model(added), model([]), 0);
    expect(removed.counts.removed).toBe(5);
    expect(removed.removed).toEqual([]);
  });
});

describe('diffModels on two revisions of a real model', () => {
  const text = readFileSync(new URL('../../../../test/bim/walls.ifc', import.meta.url), 'utf8');
  const NEW_WALL = '2hQ9n4kYb1EOuQk3Z3vQ_1';
  const FIRST_FLOOR = '1Ud8fQw3n0xOv2gUq9WcA4';
  const revised = text
    .replace(/^#20=IFCWALL\(.*\n/m, '')
    .replace("'Wall-Ext-02'", "'Wall-Ext-02 (north)'")
    .replace("IFCLABEL('EI60')", "IFCLABEL('EI90')")
    .replace('#11,(#12));', '#11,(#12,#16));')
    .replace('(#20,#21,#22),#12', '(#21,#24),#12')
    .replace(
      /^ENDSEC;\nEND-ISO/m,
      [
        `#16=IFCBUILDINGSTOREY('${FIRST_FLOOR}',$,'First floor',$,$,$,$,$,.ELEMENT.,3000.);`,
        `#24=IFCWALL('${NEW_WALL}',$,'Wall-Int-01',$,$,$,$,$,.PARTITIONING.);`,
        `#25=IFCRELCONTAINEDINSPATIALSTRUCTURE('0kV5mQ2rX9hOa3Lp7TzY1c',$,$,$,(#22),#16);`,
        'ENDSEC;\nEND-ISO',
      ].join('\n'),
    );
  const read = (ifc: string) => summarizeModel(readIfc(new TextEncoder().encode(ifc)));

  it('finds the wall added, the wall removed, the wall renamed, its fire rating changed and the door moved up', () => {
    expect(diffModels(read(text), read(revised))).toEqual({
      counts: { added: 1, removed: 1, changed: 2 },
      added: [{ globalId: NEW_WALL, type: 'IfcWall', name: 'Wall-Int-01' }],
      removed: [{ globalId: '3vB2YO$MX4xv5uCqZZG05x', type: 'IfcWall', name: 'Wall-Ext-01' }],
      changed: [
        {
          globalId: '1GcIZn6xP5UvVVJ0A2g1hR',
          type: 'IfcDoor',
          name: 'Door-01',
          changes: [{ what: 'Container', before: 'Ground floor', after: 'First floor' }],
        },
        {
          globalId: '0CAO4WEEv0gvpTWmO2j_Jq',
          type: 'IfcWall',
          name: 'Wall-Ext-02 (north)',
          changes: [
            { what: 'Name', before: 'Wall-Ext-02', after: 'Wall-Ext-02 (north)' },
            { what: 'Pset_WallCommon.FireRating', before: 'EI60', after: 'EI90' },
          ],
        },
      ],
    });
  });

  it('finds nothing between a model and itself', () => {
    expect(diffModels(read(text), read(text))).toEqual({
      counts: { added: 0, removed: 0, changed: 0 },
      added: [],
      removed: [],
      changed: [],
    });
  });
});
