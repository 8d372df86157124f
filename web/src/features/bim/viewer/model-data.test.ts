import { describe, expect, it } from 'vitest';
import { failureSet, highlightOf } from './failures';
import { elementProperties, formatCell, plainValue, typeName } from './properties';
import { keeps, sectionCut, sectionOffset, sectionPosition } from './section-maths';
import { hiddenElements, storeyTree } from './storeys';

// Lines as web-ifc reads them (GetLine, getPropertySets with recursion).
const label = (value: string) => ({ value, type: 1, name: 'IFCLABEL' });
const wall = {
  expressID: 52,
  type: 2391406946,
  GlobalId: { value: '0WallGFNorth0000000000', type: 1, name: 'IFCGLOBALLYUNIQUEID' },
  OwnerHistory: { value: 5, type: 5 },
  Name: label('Wall-GF-North'),
  Description: null,
  ObjectType: label('Brick 300'),
  ObjectPlacement: { value: 43, type: 5 },
  Tag: { value: 'W-7', type: 1, name: 'IFCIDENTIFIER' },
  PredefinedType: { type: 3, value: 'STANDARD' },
};
const pset = {
  expressID: 56,
  Name: label('Pset_WallCommon'),
  HasProperties: [
    { expressID: 53, Name: label('IsExternal'), NominalValue: { type: 3, name: 'IFCBOOLEAN', value: true } },
    {
      expressID: 54,
      Name: label('ThermalTransmittance'),
      NominalValue: { type: 4, _representationValue: 0.2512345, name: 'IFCTHERMALTRANSMITTANCEMEASURE' },
    },
    { expressID: 55, Name: label('Reference'), NominalValue: null },
    { expressID: 57, Name: label('Finish'), EnumerationValues: [label('Plaster'), label('Paint')] },
    {
      expressID: 58,
      Name: label('Span'),
      LowerBoundValue: { type: 4, _representationValue: 2 },
      UpperBoundValue: null,
    },
  ],
};
const qto = {
  expressID: 61,
  Name: label('Qto_WallBaseQuantities'),
  Quantities: [
    {
      expressID: 59,
      Name: label('NetVolume'),
      VolumeValue: { type: 4, _representationValue: 5.4, name: 'IFCVOLUMEMEASURE' },
    },
    {
      expressID: 60,
      Name: label('Count'),
      CountValue: { type: 4, _representationValue: 1, name: 'IFCCOUNTMEASURE' },
    },
  ],
};
const typePset = {
  expressID: 70,
  Name: label('Pset_Manufacturer'),
  HasProperties: [{ Name: label('Manufacturer'), NominalValue: label('Acme') }],
};

describe('property tables from web-ifc lines', () => {
  const props = elementProperties(wall, 'IfcWall', [qto, pset], [typePset]);

  it('names the element by entity, Name and GlobalId', () => {
    expect(props).toMatchObject({
      expressID: 52,
      entity: 'IfcWall',
      name: 'Wall-GF-North',
      globalId: '0WallGFNorth0000000000',
    });
  });

  it('lists the attributes that hold a value, never references or the owner history', () => {
    expect(props.attributes).toEqual([
      { name: 'ObjectType', value: 'Brick 300', type: 'IfcLabel' },
      { name: 'Tag', value: 'W-7', type: 'IfcIdentifier' },
      { name: 'PredefinedType', value: 'STANDARD', type: undefined },
    ]);
  });

  it('makes a table per set: own properties, own quantities, then the type’s', () => {
    expect(props.tables.map((t) => [t.name, t.kind, t.fromType])).toEqual([
      ['Pset_WallCommon', 'properties', false],
      ['Qto_WallBaseQuantities', 'quantities', false],
      ['Pset_Manufacturer', 'properties', true],
    ]);
    expect(props.tables[0]!.rows).toEqual([
      { name: 'IsExternal', value: true, type: 'IfcBoolean' },
      { name: 'ThermalTransmittance', value: 0.2512345, type: 'IfcThermaltransmittanceMeasure' },
      { name: 'Reference', value: null, type: undefined },
      { name: 'Finish', value: 'Plaster, Paint', type: undefined },
      { name: 'Span', value: '2 – …' },
    ]);
    expect(props.tables[1]!.rows).toEqual([
      { name: 'NetVolume', value: 5.4, type: 'IfcVolumeMeasure' },
      { name: 'Count', value: 1, type: 'IfcCountMeasure' },
    ]);
  });

  it('reads plain values out of their wrappers and leaves references out', () => {
    expect(plainValue({ value: 5, type: 5 })).toBeUndefined();
    expect(plainValue({ expressID: 3, type: 1 })).toBeUndefined();
    expect(plainValue({ type: 4, _representationValue: 3 })).toBe(3);
    expect(plainValue(null)).toBeNull();
    expect(typeName('IFCLENGTHMEASURE')).toBe('IfcLengthMeasure');
    expect(typeName('IFCLABEL')).toBe('IfcLabel');
  });

  it('formats cells for people', () => {
    expect(formatCell(true)).toBe('Yes');
    expect(formatCell(false)).toBe('No');
    expect(formatCell(0.2512345)).toBe('0.2512');
    expect(formatCell(3)).toBe('3');
    expect(formatCell(null)).toBe('—');
  });
});

describe('the storey tree', () => {
  const relations = {
    storeys: [
      { expressID: 20, name: 'Level 1', elevation: 3 },
      { expressID: 10, name: 'Level 0', elevation: 0 },
      { expressID: 30, name: '  ', elevation: 6 },
    ],
    contained: [
      { structure: 10, elements: [100, 101] },
      { structure: 40, elements: [102] }, // a space on level 1
      { structure: 20, elements: [103] }, // a stair whose flights are parts
      { structure: 1, elements: [104] }, // on the site
    ],
    aggregates: [
      { whole: 20, parts: [40] },
      { whole: 103, parts: [105, 106] },
      { whole: 2, parts: [10, 20, 30] }, // the building's storeys
    ],
  };
  const tree = storeyTree(relations);

  it('lists storeys lowest first, an unnamed one by its place', () => {
    expect(tree.storeys.map((s) => s.name)).toEqual(['Level 0', 'Level 1', 'Storey 3']);
  });

  it('puts spaces, elements in spaces and parts of aggregates on the storey above them', () => {
    expect(tree.storeys[0]!.elements).toEqual([100, 101]);
    expect(tree.storeys[1]!.elements).toEqual([40, 102, 103, 105, 106]);
    expect(tree.storeyOf.get(106)).toBe(20);
    expect(tree.storeyOf.has(104)).toBe(false);
  });

  it('survives a cycle in the relations', () => {
    const looped = storeyTree({
      storeys: [],
      contained: [],
      aggregates: [
        { whole: 1, parts: [2] },
        { whole: 2, parts: [1] },
      ],
    });
    expect(looped.storeyOf.size).toBe(0);
  });

  it('hides the elements of the storeys switched off', () => {
    expect([...hiddenElements(tree, new Set([20]))].sort((a, b) => a - b)).toEqual([40, 102, 103, 105, 106]);
    expect(hiddenElements(tree, new Set()).size).toBe(0);
  });
});

describe('the failure colouring set', () => {
  const ids = new Map([
    ['0WallGFNorth0000000000', 98],
    ['0wallgfnorth0000000000', 99],
  ]);

  it('matches GlobalIds exactly (they are case-sensitive) and names those the model lacks', () => {
    const set = failureSet(
      ['0WallGFNorth0000000000', '0WallGFNorth0000000000', '0Gone00000000000000000'],
      ids,
    );
    expect([...set.elements]).toEqual([98]);
    expect(set.missing).toEqual(['0Gone00000000000000000']);
  });

  it('colours the selection over a failure, a failure only while failures are shown', () => {
    const failed = new Set([98]);
    expect(highlightOf(98, 98, failed, true)).toBe('selected');
    expect(highlightOf(98, null, failed, true)).toBe('failed');
    expect(highlightOf(98, null, failed, false)).toBe('own');
    expect(highlightOf(7, null, failed, true)).toBe('own');
  });
});

describe('the section', () => {
  const box = { min: [0, 0, -6], max: [10, 6, 0] } as const;

  it('cuts at a share of the model’s extent along its axis', () => {
    expect(sectionPosition({ axis: 'height', at: 0.5 }, box)).toBe(3);
    expect(sectionPosition({ axis: 'east-west', at: 0.25 }, box)).toBe(2.5);
    expect(sectionPosition({ axis: 'north-south', at: 2 }, box)).toBe(0);
    // Shown to people from where the model begins: 3 m above its lowest point, whatever the drawn coordinates.
    expect(sectionOffset({ axis: 'height', at: 0.5 }, { min: [0, -3, 0], max: [1, 3, 1] })).toBe(3);
  });

  it('keeps what is below the cut, and all of the model at 1', () => {
    const plan = { axis: 'height', at: 0.5 } as const;
    expect(keeps(plan, box, [5, 1, -3])).toBe(true);
    expect(keeps(plan, box, [5, 4, -3])).toBe(false);
    expect(sectionCut(plan, box)).toEqual({ normal: [0, -1, 0], constant: 3 });
    for (const axis of ['height', 'east-west', 'north-south'] as const) {
      expect(keeps({ axis, at: 1 }, box, [10, 6, 0])).toBe(true);
      expect(keeps({ axis, at: 0 }, box, [5, 3, -3])).toBe(false);
    }
  });
});
