/**
 * The property facet: a property set (own, or inherited from the element's type, the occurrence's
 * winning) holding a property or quantity, of a data type, whose value — in SI units — matches.
 */
import type { IfcModel } from '../ifc/ifc-model';
import type { StepEntity, StepValue } from '../ifc/step-parser';
import { withCardinality, type FacetResult } from './facet-basic';
import { propertySetsOf, type PropertySet } from '../ifc/property-sets';
import type { Facet } from './ids-types';
import { isUncomparable, readTyped, readValue, show, type Read } from './model-values';
import { siFactor, unitFor } from './units';
import { describeValue, equalsSimple, matches, matchesText, type ModelValue } from './values';

type PropertyFacet = Extract<Facet, { facet: 'property' }>;

interface Found {
  dataType?: string;
  values: Read[];
  /** A single value as opposed to an enumeration or list, where any one value may match. */
  single: boolean;
}

function convert(
  model: IfcModel,
  holder: StepEntity,
  read: Read,
  measure: string | undefined,
  unit?: StepEntity | null,
): Read {
  if (read === null || typeof read !== 'object' || !('num' in read)) return read;
  const factor = siFactor(model, unit === undefined ? unitFor(model, holder, measure) : (unit ?? undefined));
  return factor === 1 ? read : { num: read.num * factor, integer: false };
}

function typedList(
  model: IfcModel,
  holder: StepEntity,
  list: StepValue | undefined,
  unit?: StepEntity | null,
): Found | null {
  const items = (Array.isArray(list) ? list : []).map((v) => readTyped(model, v)).filter((v) => v !== null);
  const [firstItem] = items;
  if (!firstItem) return null;
  const measure = model.schema.spell(firstItem.type);
  return {
    dataType: firstItem.type,
    values: items.map((i) => convert(model, holder, i.read, measure, unit)),
    single: false,
  };
}

/** What a property or quantity holds, or null when it holds nothing this facet can check. */
function valuesOf(model: IfcModel, p: StepEntity, dataType: string | undefined): Found | null {
  if (model.isA(p, 'IfcPropertySingleValue')) {
    const typed = readTyped(model, model.get(p, 'NominalValue'));
    if (!typed || typed.read === null) return null;
    return {
      dataType: typed.type,
      values: [convert(model, p, typed.read, model.schema.spell(typed.type))],
      single: true,
    };
  }
  if (model.isA(p, 'IfcPhysicalSimpleQuantity')) {
    const attribute = model.schema.attributes(p.type)[3];
    if (!attribute) return null;
    const read = readValue(model, p.args[attribute.index], attribute.type);
    if (read === null) return null;
    return {
      dataType: attribute.type.toUpperCase(),
      values: [convert(model, p, read, attribute.type)],
      single: true,
    };
  }
  if (model.isA(p, 'IfcPropertyEnumeratedValue'))
    return typedList(model, p, model.get(p, 'EnumerationValues'), null);
  if (model.isA(p, 'IfcPropertyListValue')) return typedList(model, p, model.get(p, 'ListValues'));
  if (model.isA(p, 'IfcPropertyBoundedValue')) {
    return typedList(
      model,
      p,
      ['UpperBoundValue', 'LowerBoundValue', 'SetPointValue'].map((a) => model.get(p, a) ?? null),
    );
  }
  if (model.isA(p, 'IfcPropertyTableValue')) {
    const columns = [
      typedList(
        model,
        p,
        model.get(p, 'DefiningValues'),
        model.deref(model.get(p, 'DefiningUnit')) ?? undefined,
      ),
      typedList(
        model,
        p,
        model.get(p, 'DefinedValues'),
        model.deref(model.get(p, 'DefinedUnit')) ?? undefined,
      ),
    ].filter((c) => c !== null && dataType !== undefined && c.dataType === dataType);
    if (!columns.length) return null;
    return { dataType, values: columns.flatMap((c) => c?.values ?? []), single: false };
  }
  return null;
}

function valueMatches(f: PropertyFacet, found: Found): boolean {
  const expected = f.value;
  if (!expected) return true;
  const comparable = found.values.filter((v): v is ModelValue => v !== null && !isUncomparable(v));
  if (found.single) {
    const [only] = comparable;
    return only !== undefined && matches(expected, only);
  }
  return 'simple' in expected
    ? comparable.some((v) =>
        typeof v === 'string' ? v === expected.simple : equalsExact(expected.simple, v),
      )
    : comparable.some((v) => matches(expected, v));
}

/** In an enumeration or list a number is compared exactly, as ifctester does. */
function equalsExact(expected: string, v: ModelValue): boolean {
  if (typeof v === 'object') return Number(expected) === v.num && expected.trim() !== '';
  return equalsSimple(expected, v);
}

function checkInSet(model: IfcModel, set: PropertySet, f: PropertyFacet): FacetResult {
  const names = [...set.properties.keys(), ...set.attributes.keys()].filter((n) =>
    matchesText(f.baseName, n),
  );
  const label = `${set.name}.${describeValue(f.baseName)}`;
  if (!names.length) return { pass: false, reason: `${label} is missing` };
  for (const name of names) {
    const p = set.properties.get(name);
    if (!p) {
      const attribute = set.attributes.get(name);
      const read = attribute ? readValue(model, attribute.value, attribute.type) : null;
      if (read === null) return { pass: false, reason: `${set.name}.${name} is missing` };
      if (f.value && (isUncomparable(read) || !matches(f.value, read))) {
        return { pass: false, reason: `${set.name}.${name} is ${show(read)}, not ${describeValue(f.value)}` };
      }
      continue;
    }
    const found = valuesOf(model, p, f.dataType);
    if (!found) {
      const why =
        model.isA(p, 'IfcPropertyTableValue') && f.dataType ? `has no ${f.dataType} values` : 'is missing';
      return { pass: false, reason: `${set.name}.${name} ${why}` };
    }
    if (f.dataType && found.dataType?.toUpperCase() !== f.dataType) {
      return {
        pass: false,
        reason: `${set.name}.${name} is an ${model.schema.spell(found.dataType ?? '')}, not ${f.dataType}`,
      };
    }
    if (!valueMatches(f, found)) {
      const shown = found.values.map(show).join(', ');
      return {
        pass: false,
        reason: `${set.name}.${name} is ${shown}, not ${describeValue(f.value ?? { simple: '' })}`,
      };
    }
  }
  return { pass: true };
}

export function checkProperty(model: IfcModel, e: StepEntity, f: PropertyFacet): FacetResult {
  const sets = [...propertySetsOf(model, e).values()].filter((s) => matchesText(f.propertySet, s.name));
  let result: FacetResult = { pass: true };
  if (!sets.length)
    result = {
      pass: false,
      reason: `${describeValue(f.propertySet)}.${describeValue(f.baseName)} is missing`,
    };
  for (const set of sets) {
    if (!result.pass) break;
    result = checkInSet(model, set, f);
  }
  const absent = !sets.some(
    (set) =>
      [...set.properties.entries()].some(
        ([name, p]) => matchesText(f.baseName, name) && valuesOf(model, p, f.dataType) !== null,
      ) ||
      [...set.attributes.entries()].some(
        ([name, a]) => matchesText(f.baseName, name) && readValue(model, a.value, a.type) !== null,
      ),
  );
  const label = `${describeValue(f.propertySet)}.${describeValue(f.baseName)}`;
  return withCardinality(f.cardinality, result, absent, `${label} should not be given`);
}
