import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IfcReadError, looksLikeStep, readIfc } from './ifc-model';
import { decodeStepString, StepEnum, StepRef, StepTyped } from './step-parser';

const WALLS = readFileSync(new URL('../../../../test/bim/walls.ifc', import.meta.url));
const bytes = (text: string) => new TextEncoder().encode(text);

function step(schema: string, data: string): Uint8Array {
  return bytes(
    `ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION((''),'2;1');\nFILE_NAME('','',(''),(''),'','','');\n` +
      `FILE_SCHEMA(('${schema}'));\nENDSEC;\nDATA;\n${data}\nENDSEC;\nEND-ISO-10303-21;\n`,
  );
}

describe('reading an IFC model from its bytes', () => {
  it('reads the schema and the entities with attributes by name', () => {
    const model = readIfc(WALLS);
    expect(model.schema.name).toBe('IFC4');
    const [wall] = model.byType('IfcWall');
    expect(wall && model.get(wall, 'Name')).toBe('Wall-Ext-01');
    expect(wall && model.get(wall, 'PredefinedType')).toEqual(new StepEnum('SOLIDWALL'));
    expect(
      model
        .byType('IfcBuildingElement')
        .map((e) => e.type)
        .sort(),
    ).toEqual(['IFCDOOR', 'IFCWALL', 'IFCWALL']);
  });

  it('answers inverse relations: who points at an element through which attribute', () => {
    const model = readIfc(WALLS);
    const [wall] = model.byType('IfcWall');
    if (!wall) throw new Error('no wall');
    const psets = model.inverse(wall, 'IfcRelDefinesByProperties', 'RelatedObjects');
    expect(psets.map((r) => model.deref(model.get(r, 'RelatingPropertyDefinition'))?.type)).toEqual([
      'IFCPROPERTYSET',
      'IFCELEMENTQUANTITY',
    ]);
    expect(model.inverse(wall, 'IfcRelAggregates', 'RelatedObjects')).toEqual([]);
  });

  it('maps IFC2X3, IFC4 and IFC4X3_ADD2 to their schema tables', () => {
    expect(readIfc(step('IFC2X3', "#1=IFCWALL('x',$,$,$,$,$,$,$);")).schema.name).toBe('IFC2X3');
    expect(readIfc(step('IFC4X3_ADD2', "#1=IFCWALL('x',$,$,$,$,$,$,$,$);")).schema.name).toBe('IFC4X3');
  });

  it('keeps what IDS must tell apart: unset, derived, typed values, references, lists', () => {
    const model = readIfc(
      step(
        'IFC4',
        "#1=IFCSIUNIT(*,.LENGTHUNIT.,$,.METRE.);\n#2=IFCPROPERTYSINGLEVALUE('A',$,IFCLABEL('x'),#1);\n#3=IFCCARTESIANPOINT((0.,1.5E1));",
      ),
    );
    expect(model.byId(1)?.args[0]).toBeTypeOf('symbol');
    expect(model.byId(1)?.args[2]).toBeNull();
    expect(model.byId(2)?.args[2]).toEqual(new StepTyped('IFCLABEL', 'x'));
    expect(model.byId(2)?.args[3]).toEqual(new StepRef(1));
    expect(model.byId(3)?.args[0]).toEqual([0, 15]);
  });

  it('reads raw Latin-1 and raw UTF-8 names alike', () => {
    const utf8 = step('IFC4', "#1=IFCWALL('x',$,'Wand K\u00fcche',$,$,$,$,$,$);");
    const latin1 = Uint8Array.from(new TextDecoder().decode(utf8), (ch) => ch.charCodeAt(0));
    for (const bytes of [utf8, latin1]) {
      const model = readIfc(bytes);
      const [wall] = model.byType('IfcWall');
      expect(wall && model.get(wall, 'Name')).toBe('Wand Küche');
    }
  });

  it('reads past a complex instance', () => {
    const model = readIfc(step('IFC4', "#1=(IFCA('a')IFCB((1,2)));\n#2=IFCWALL('x',$,'W',$,$,$,$,$,$);"));
    expect([...model.entities.keys()]).toEqual([2]);
  });

  it('decodes STEP string escapes', () => {
    expect(decodeStepString("it''s")).toBe("it's");
    expect(decodeStepString('W\\X2\\00E4\\X0\\nde')).toBe('Wände');
    expect(decodeStepString('\\X\\E9t\\X\\E9')).toBe('été');
    expect(decodeStepString('\\X4\\0001F600\\X0\\')).toBe('😀');
  });

  it('recognises STEP by its first bytes, after a BOM or white space', () => {
    expect(looksLikeStep(bytes('\uFEFF  ISO-10303-21;\nHEADER;'))).toBe(true);
    expect(looksLikeStep(bytes('PK\u0003\u0004'))).toBe(false);
  });

  it('refuses a renamed PDF', () => {
    expect(() => readIfc(bytes('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'))).toThrow(
      /not an IFC model: it does not begin with the STEP header/,
    );
  });

  it('refuses a truncated STEP file', () => {
    const whole = new TextDecoder().decode(WALLS);
    expect(() => readIfc(bytes(whole.slice(0, whole.length / 2)))).toThrow(IfcReadError);
  });

  it('refuses a STEP file of another schema', () => {
    expect(() => readIfc(step('AP214_AUTOMOTIVE_DESIGN', '#1=PRODUCT($);'))).toThrow(
      /declares FILE_SCHEMA AP214_AUTOMOTIVE_DESIGN; only IFC2X3, IFC4 and IFC4X3 are read/,
    );
  });

  it('refuses a syntax error with where it is', () => {
    expect(() => readIfc(step('IFC4', "#1=IFCWALL('x',$,$;"))).toThrow(/cannot be read: .* at character \d+/);
  });
});
