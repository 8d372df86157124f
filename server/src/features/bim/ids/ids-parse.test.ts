import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InvalidIdsError, parseIds } from './ids-parse';

const WALLS_IDS = readFileSync(new URL('../../../../test/bim/walls.ids', import.meta.url), 'utf8');
const bytes = (text: string) => new TextEncoder().encode(text);

function reasons(text: string): string[] {
  try {
    parseIds(bytes(text));
  } catch (err) {
    if (err instanceof InvalidIdsError) return err.reasons;
    throw err;
  }
  return [];
}

describe('reading an IDS', () => {
  it('reads specifications, their cardinality and facets', () => {
    const ids = parseIds(bytes(WALLS_IDS));
    expect(ids.title).toBe('Studio walls');
    expect(ids.specifications.map((s) => s.name)).toEqual([
      'Walls have a fire rating',
      'Walls are 300 mm wide',
      'Every element stands on a storey',
    ]);
    const [first] = ids.specifications;
    expect(first?.minOccurs).toBe(1);
    expect(first?.requirements).toEqual([
      {
        facet: 'property',
        propertySet: { simple: 'Pset_WallCommon' },
        baseName: { simple: 'FireRating' },
        value: undefined,
        dataType: 'IFCLABEL',
        cardinality: 'required',
      },
    ]);
    expect(ids.specifications[2]?.applicability[0]).toMatchObject({
      name: { restriction: { base: 'string', enumeration: ['IFCWALL', 'IFCDOOR'] } },
    });
  });

  it('refuses a file that is not XML', () => {
    expect(reasons('%PDF-1.7')[0]).toMatch(/^not well-formed XML/);
  });

  it('refuses a DOCTYPE (no entity expansion)', () => {
    const bomb = WALLS_IDS.replace(
      '<ids ',
      '<!DOCTYPE ids [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>\n<ids ',
    );
    expect(reasons(bomb)).toEqual(['a DOCTYPE is not allowed in an IDS']);
  });

  it('refuses XML that is not IDS, with the schema’s reason and line', () => {
    expect(reasons('<?xml version="1.0"?>\n<notIds/>')[0]).toMatch(/line 2: .*notIds/);
  });

  it('refuses an IDS that breaks ids.xsd (a specification without ifcVersion)', () => {
    const broken = WALLS_IDS.replace(
      'name="Walls have a fire rating" ifcVersion="IFC4"',
      'name="Walls have a fire rating"',
    );
    expect(reasons(broken).join()).toMatch(/ifcVersion/);
  });

  it('refuses an entity that is no IFC class, or is not upper case', () => {
    expect(
      reasons(WALLS_IDS.replace('<simpleValue>IFCBUILDINGSTOREY', '<simpleValue>IFCRABBIT')).join(),
    ).toMatch(/no IFC4 class is named IFCRABBIT/);
    expect(
      reasons(WALLS_IDS.replace('<simpleValue>IFCBUILDINGSTOREY', '<simpleValue>IfcBuildingStorey')).length,
    ).toBe(1);
  });

  it('refuses a value not written as its data type requires', () => {
    const text = WALLS_IDS.replace('<simpleValue>0.3</simpleValue>', '<simpleValue>0,3</simpleValue>');
    expect(reasons(text).join()).toMatch(/0,3 is not a number \(IFCLENGTHMEASURE\)/);
  });
});
