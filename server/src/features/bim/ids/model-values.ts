/** A model's attribute and property values as the IDS checker compares them (see values.ts). */
import type { IfcModel } from '../ifc/ifc-model';
import { DERIVED, StepEnum, StepRef, StepTyped, type StepValue } from '../ifc/step-parser';
import type { ModelValue } from './values';

/** What a value is when it cannot be compared as text, a number or a boolean. */
export type Uncomparable = { uncomparable: 'entity' | 'list' };
export type Read = ModelValue | Uncomparable | null;

export function isUncomparable(v: Read): v is Uncomparable {
  return v !== null && typeof v === 'object' && 'uncomparable' in v;
}

/** Whether the declared type comes down to INTEGER (IfcInteger, IfcCountMeasure in IFC2X3 …). */
function isIntegerType(model: IfcModel, typeName: string): boolean {
  return model.schema.kindOf(typeName) === 'integer';
}

/**
 * A STEP value as the checker sees it: null when unset, derived, empty or logical UNKNOWN; an
 * enumeration as its text; a number as an integer or a real by its declared type.
 */
export function readValue(
  model: IfcModel,
  value: StepValue | undefined,
  declaredType: string | undefined,
): Read {
  if (value === undefined || value === null || value === DERIVED) return null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value === '' ? null : value;
  if (typeof value === 'number') {
    return { num: value, integer: declaredType !== undefined && isIntegerType(model, declaredType) };
  }
  if (value instanceof StepEnum) {
    if (value.value === 'U' && declaredType && model.schema.kindOf(declaredType) === 'logical') return null;
    return value.value;
  }
  if (value instanceof StepRef || value instanceof StepTyped) return { uncomparable: 'entity' };
  return value.length ? { uncomparable: 'list' } : null;
}

/** A typed value such as IFCLENGTHMEASURE(3.) → the number, with its type name. */
export function readTyped(
  model: IfcModel,
  value: StepValue | undefined,
): { type: string; read: Read } | null {
  if (!(value instanceof StepTyped)) return null;
  return { type: value.type, read: readValue(model, value.value, value.type) };
}

export function show(v: Read): string {
  if (v === null) return 'empty';
  if (typeof v === 'string') return `"${v}"`;
  if (typeof v === 'boolean') return String(v);
  if ('num' in v) return String(v.num);
  return `an ${v.uncomparable}`;
}
