import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readIfc } from './ifc-model';
import { modelOutline } from './model-outline';
import { summarizeModel, type ModelSummary, type SpatialNode } from './model-summary';

const walls = summarizeModel(
  readIfc(readFileSync(new URL('../../../../test/bim/walls.ifc', import.meta.url))),
);

const node = (type: string, name: string | undefined, elements: number, children: SpatialNode[] = []) => ({
  globalId: `${type}-${name ?? 'unnamed'}`,
  type,
  ...(name ? { name } : {}),
  elements,
  children,
});

describe('a model outline', () => {
  it('names the site and building, lists the storeys with their elements and counts by class', () => {
    expect(modelOutline(walls)).toEqual({
      schema: 'IFC4',
      site: 'Site',
      building: 'Studio',
      storeys: [{ globalId: '3Rv9dxTlX1$gQ4CzaHkr0y', name: 'Ground floor', elements: 3 }],
      counts: { IfcWall: 2, IfcDoor: 1 },
      elements: 3,
    });
  });

  it('lists storeys in the model’s order, counts what their spaces contain, and sorts counts most first', () => {
    const summary: ModelSummary = {
      schema: 'IFC2X3',
      schemaIdentifier: 'IFC2X3',
      spatial: [
        node('IfcProject', 'P', 0, [
          node('IfcSite', undefined, 1, [
            node('IfcBuilding', 'B', 0, [
              node('IfcBuildingStorey', 'Level 2', 4, [node('IfcSpace', 'Room', 3)]),
              node('IfcBuildingStorey', undefined, 2),
            ]),
          ]),
        ]),
      ],
      counts: { IfcDoor: 2, IfcWall: 7, IfcBeam: 2 },
      elements: [],
    };
    const outline = modelOutline(summary);
    expect(outline).toMatchObject({ schema: 'IFC2X3', site: null, building: 'B', elements: 11 });
    expect(outline.storeys).toEqual([
      { globalId: 'IfcBuildingStorey-Level 2', name: 'Level 2', elements: 7 },
      { globalId: 'IfcBuildingStorey-unnamed', name: 'IfcBuildingStorey-unnamed', elements: 2 },
    ]);
    expect(Object.entries(outline.counts)).toEqual([
      ['IfcWall', 7],
      ['IfcBeam', 2],
      ['IfcDoor', 2],
    ]);
  });

  it('has no site, building or storeys for a model without a spatial structure', () => {
    const outline = modelOutline({ ...walls, spatial: [] });
    expect(outline).toMatchObject({ site: null, building: null, storeys: [], elements: 3 });
  });
});
