/**
 * IDS compares quantities and measures in SI units: a model's value is converted from the unit that
 * applies to it (the property's own unit, or the project's unit for that measure) before comparing.
 * Factors as IfcOpenShell's ifcopenshell.util.unit uses them, so results agree with ifctester.
 */
import type { IfcModel } from '../ifc/ifc-model';
import type { StepEntity } from '../ifc/step-parser';
import { StepEnum } from '../ifc/step-parser';

const PREFIXES: Record<string, number> = {
  EXA: 1e18,
  PETA: 1e15,
  TERA: 1e12,
  GIGA: 1e9,
  MEGA: 1e6,
  KILO: 1e3,
  HECTO: 1e2,
  DECA: 1e1,
  DECI: 1e-1,
  CENTI: 1e-2,
  MILLI: 1e-3,
  MICRO: 1e-6,
  NANO: 1e-9,
  PICO: 1e-12,
  FEMTO: 1e-15,
  ATTO: 1e-18,
};

/** Conversion-based units by name (lower case), to SI. */
const CONVERSIONS: Record<string, number> = {
  thou: 0.0000254,
  inch: 0.0254,
  foot: 0.3048,
  yard: 0.914,
  mile: 1609,
  'square thou': 6.4516e-10,
  'square inch': 0.0006452,
  'square foot': 0.09290304,
  'square yard': 0.83612736,
  acre: 4046.86,
  'square mile': 2588881,
  'cubic thou': 1.6387064e-14,
  'cubic inch': 0.00001639,
  'cubic foot': 0.02831684671168849,
  'cubic yard': 0.7636,
  'cubic mile': 4165509529,
  litre: 0.001,
  'pint uk': 0.000568,
  'pint us': 0.000473,
  'gallon uk': 0.004546,
  'gallon us': 0.003785,
  degree: Math.PI / 180,
  ounce: 0.02835,
  pound: 0.454,
  'ton uk': 1016.0469088,
  'ton us': 907.18474,
  lbf: 4.4482216153,
  kip: 4448.2216153,
  psi: 6894.7572932,
  ksi: 6894757.2932,
  minute: 60,
  hour: 3600,
  day: 86400,
  btu: 1055.056,
  fahrenheit: 1.8,
};

/** `IfcPositiveLengthMeasure` → `LENGTHUNIT`, the IfcUnitEnum a measure's unit is declared with. */
export function unitTypeOf(measure: string): string {
  if (measure.toUpperCase() === 'IFCNUMERICMEASURE') return 'USERDEFINED';
  let m = measure.toUpperCase();
  for (const part of ['IFC', 'MEASURE', 'NON', 'POSITIVE', 'NEGATIVE']) m = m.replace(part, '');
  return `${m}UNIT`;
}

function enumText(value: unknown): string | undefined {
  return value instanceof StepEnum ? value.value : undefined;
}

/** The project's unit of a unit type, from the first IfcUnitAssignment. */
export function projectUnit(model: IfcModel, unitType: string): StepEntity | undefined {
  const [assignment] = model.byType('IfcUnitAssignment');
  if (!assignment) return undefined;
  return model
    .derefAll(model.get(assignment, 'Units'))
    .find((u) => enumText(model.get(u, 'UnitType')) === unitType);
}

/** The factor that takes a value in `unit` to SI, or 1 when the unit has no name to convert by. */
export function siFactor(model: IfcModel, unit: StepEntity | undefined): number {
  if (!unit) return 1;
  const name = unit.type === 'IFCSIUNIT' ? enumText(model.get(unit, 'Name')) : model.str(unit, 'Name');
  if (!name) return 1;
  const known = CONVERSIONS[name.toLowerCase()];
  if (known !== undefined) return known;
  const prefix = unit.type === 'IFCSIUNIT' ? enumText(model.get(unit, 'Prefix')) : undefined;
  const factor = prefix ? (PREFIXES[prefix] ?? 1) : 1;
  if (name.includes('SQUARE')) return factor * factor;
  if (name.includes('CUBIC')) return factor * factor * factor;
  return factor;
}

/** The unit that applies to a value of `measure` held by `holder` (its own Unit first). */
export function unitFor(
  model: IfcModel,
  holder: StepEntity,
  measure: string | undefined,
): StepEntity | undefined {
  const own = model.deref(model.get(holder, 'Unit'));
  if (own) return own;
  return measure ? projectUnit(model, unitTypeOf(measure)) : undefined;
}
