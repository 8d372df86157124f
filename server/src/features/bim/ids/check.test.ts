import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readIfc } from '../ifc/ifc-model';
import { checkIds } from './check';
import { parseIds } from './ids-parse';
import { reportText } from './report-text';

const read = (name: string) => readFileSync(new URL(`../../../../test/bim/${name}`, import.meta.url));

describe('checking a model against an IDS', () => {
  const report = checkIds(readIfc(read('walls.ifc')), parseIds(read('walls.ids')));

  it('counts applicable, passed and failed elements per specification', () => {
    expect(report.status).toBe('fail');
    expect(report.specifications.map((s) => [s.name, s.status, s.applicable, s.passed, s.failed])).toEqual([
      ['Walls have a fire rating', 'fail', 2, 1, 1],
      ['Walls are 300 mm wide', 'pass', 2, 2, 0],
      ['Every element stands on a storey', 'pass', 3, 3, 0],
    ]);
  });

  it('says which element fails and why, with its GlobalId for the viewer', () => {
    expect(report.specifications[0]?.failures).toEqual([
      {
        globalId: '3vB2YO$MX4xv5uCqZZG05x',
        element: "IfcWall 'Wall-Ext-01'",
        reason: 'Pset_WallCommon.FireRating is missing',
      },
    ]);
    expect(reportText(report)).toContain("- IfcWall 'Wall-Ext-01': Pset_WallCommon.FireRating is missing");
  });

  it('compares quantities in SI units: 300 (mm) is 0.3 m, not 300 m', () => {
    const ids = new TextDecoder()
      .decode(read('walls.ids'))
      .replace('<simpleValue>0.3</simpleValue>', '<simpleValue>300</simpleValue>');
    const wide = checkIds(readIfc(read('walls.ifc')), parseIds(new TextEncoder().encode(ids)));
    expect(wide.specifications[1]?.failures[0]?.reason).toBe('Qto_WallBaseQuantities.Width is 0.3, not 300');
  });
});
