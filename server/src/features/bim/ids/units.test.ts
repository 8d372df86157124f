import { describe, expect, it } from 'vitest';
import { readIfc } from '../ifc/ifc-model';
import { projectUnit, siFactor, unitTypeOf } from './units';

function model(units: string): ReturnType<typeof readIfc> {
  const text =
    "ISO-10303-21;\nHEADER;\nFILE_SCHEMA(('IFC4'));\nENDSEC;\nDATA;\n" +
    `${units}\n#9=IFCUNITASSIGNMENT((#1,#2,#3));\nENDSEC;\nEND-ISO-10303-21;\n`;
  return readIfc(new TextEncoder().encode(text));
}

describe('SI conversion of model values', () => {
  const m = model(
    [
      '#1=IFCSIUNIT(*,.AREAUNIT.,.CENTI.,.SQUARE_METRE.);',
      '#2=IFCSIUNIT(*,.VOLUMEUNIT.,.MILLI.,.CUBIC_METRE.);',
      "#3=IFCCONVERSIONBASEDUNIT(#4,.LENGTHUNIT.,'FOOT',#5);",
      '#4=IFCDIMENSIONALEXPONENTS(1,0,0,0,0,0,0);',
      '#5=IFCMEASUREWITHUNIT(IFCLENGTHMEASURE(0.3048),#6);',
      '#6=IFCSIUNIT(*,.LENGTHUNIT.,$,.METRE.);',
    ].join('\n'),
  );

  it('names the unit type of a measure', () => {
    expect(unitTypeOf('IfcPositiveLengthMeasure')).toBe('LENGTHUNIT');
    expect(unitTypeOf('IFCAREAMEASURE')).toBe('AREAUNIT');
  });

  it('squares and cubes prefixes for areas and volumes', () => {
    expect(siFactor(m, projectUnit(m, 'AREAUNIT'))).toBeCloseTo(1e-4, 12);
    expect(siFactor(m, projectUnit(m, 'VOLUMEUNIT'))).toBeCloseTo(1e-9, 15);
  });

  it('converts a conversion-based unit by its name', () => {
    expect(siFactor(m, projectUnit(m, 'LENGTHUNIT'))).toBe(0.3048);
  });

  it('leaves a value without a unit as it is', () => {
    expect(siFactor(m, projectUnit(m, 'MASSUNIT'))).toBe(1);
  });
});
