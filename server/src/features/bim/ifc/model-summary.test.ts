import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readIfc } from './ifc-model';
import { summarizeModel } from './model-summary';

const summary = summarizeModel(
  readIfc(readFileSync(new URL('../../../../test/bim/walls.ifc', import.meta.url))),
);

describe('a model summary for the viewer and the review', () => {
  it('gives the spatial tree with the elements each level contains', () => {
    expect(summary.schema).toBe('IFC4');
    const [project] = summary.spatial;
    const names = (n: typeof project): unknown =>
      n && { name: n.name, type: n.type, elements: n.elements, children: n.children.map(names) };
    expect(names(project)).toEqual({
      name: 'Studio project',
      type: 'IfcProject',
      elements: 0,
      children: [
        {
          name: 'Site',
          type: 'IfcSite',
          elements: 0,
          children: [
            {
              name: 'Studio',
              type: 'IfcBuilding',
              elements: 0,
              children: [{ name: 'Ground floor', type: 'IfcBuildingStorey', elements: 3, children: [] }],
            },
          ],
        },
      ],
    });
  });

  it('counts elements by class', () => {
    expect(summary.counts).toEqual({ IfcWall: 2, IfcDoor: 1 });
  });

  it('gives each element its properties, quantities and container', () => {
    const wall = summary.elements.find((e) => e.name === 'Wall-Ext-02');
    expect(wall).toMatchObject({
      globalId: '0CAO4WEEv0gvpTWmO2j_Jq',
      type: 'IfcWall',
      predefinedType: 'SOLIDWALL',
      container: '3Rv9dxTlX1$gQ4CzaHkr0y',
      properties: {
        Pset_WallCommon: { IsExternal: true, FireRating: 'EI60' },
        Qto_WallBaseQuantities: { Width: 300 },
      },
      classifications: [{ system: 'Uniclass 2015', code: 'EF_25_10', name: 'Walls' }],
      materials: ['Concrete C30/37', 'Concrete'],
    });
  });
});
