/**
 * The entity, attribute, classification, material and partOf facets: each answers, for one model
 * element, whether the facet holds and, when not, why in words a student can act on.
 */
import type { IfcModel } from '../ifc/ifc-model';
import { StepEnum, type StepEntity } from '../ifc/step-parser';
import type { Facet, IdsValue } from './ids-types';
import { matchesMappedName } from './ifc2x3-mapping';
import {
  aggregateOf,
  classificationOf,
  containerOf,
  filledVoidOf,
  groupOf,
  materialNamesOf,
  materialOf,
  nestOf,
  parentOf,
  predefinedTypeOf,
  referencesOf,
  voidedElementOf,
} from '../ifc/ifc-relations';
import { isUncomparable, readValue, show, type Read } from './model-values';
import { describeValue, matches, matchesText } from './values';

export interface FacetResult {
  pass: boolean;
  reason?: string;
}

const ok: FacetResult = { pass: true };
const fail = (reason: string): FacetResult => ({ pass: false, reason });

/**
 * A facet's cardinality over its required result: optional holds when the information is absent
 * and must match when present; prohibited holds when the required form does not.
 */
export function withCardinality(
  cardinality: 'required' | 'optional' | 'prohibited',
  result: FacetResult,
  absent: boolean,
  prohibited: string,
): FacetResult {
  if (cardinality === 'optional') return absent ? ok : result;
  if (cardinality === 'prohibited') return result.pass ? fail(prohibited) : ok;
  return result;
}

export function checkEntity(
  model: IfcModel,
  e: StepEntity,
  f: Extract<Facet, { facet: 'entity' }>,
): FacetResult {
  const spelled = model.schema.spell(e.type);
  if (!matchesText(f.name, e.type) && !matchesMappedName(model, e, f.name))
    return fail(`is an ${spelled}, not ${className(model, f.name)}`);
  if (f.predefinedType) {
    const actual = predefinedTypeOf(model, e);
    const declared = enumText(model.get(e, 'PredefinedType'));
    if (
      !matchesText(f.predefinedType, actual) &&
      !(declared === 'USERDEFINED' && matchesText(f.predefinedType, declared))
    ) {
      return fail(`predefined type is ${actual ?? 'not set'}, not ${describeValue(f.predefinedType)}`);
    }
  }
  return ok;
}

function attributeValues(
  model: IfcModel,
  e: StepEntity,
  name: IdsValue,
): { name: string; value: Read; set: boolean }[] {
  const attributes = model.schema.attributes(e.type);
  const chosen =
    'simple' in name
      ? attributes.filter((a) => a.name === name.simple)
      : attributes.filter((a) => matchesText(name, a.name));
  return chosen
    .filter((a) => !model.schema.isDerived(e.type, a.name))
    .map((a) => {
      const raw = e.args[a.index];
      return { name: a.name, value: readValue(model, raw, a.type), set: raw !== null && raw !== undefined };
    });
}

export function checkAttribute(
  model: IfcModel,
  e: StepEntity,
  f: Extract<Facet, { facet: 'attribute' }>,
): FacetResult {
  const label = describeValue(f.name);
  let result: FacetResult = ok;
  const found = attributeValues(model, e, f.name);
  const present = found.filter((a) => a.value !== null);
  if (!found.length) result = fail(`has no attribute ${label}`);
  else if (!present.length) result = fail(`${label} is empty`);
  else if (f.value) {
    const value = f.value;
    const wrong = present.find(
      (a) => a.value === null || isUncomparable(a.value) || !matches(value, a.value),
    );
    if (wrong) result = fail(`${wrong.name} is ${show(wrong.value)}, not ${describeValue(value)}`);
  }
  const absent = !found.some((a) => a.set);
  return withCardinality(
    f.cardinality,
    result,
    absent,
    `${label} should not be ${f.value ? describeValue(f.value) : 'given'}`,
  );
}

function text(model: IfcModel, e: StepEntity | undefined, name: string): string | undefined {
  return e ? model.str(e, name) : undefined;
}

export function checkClassification(
  model: IfcModel,
  e: StepEntity,
  f: Extract<Facet, { facet: 'classification' }>,
): FacetResult {
  const references = referencesOf(model, e);
  let result: FacetResult = ok;
  if (!references.length) result = fail('has no classification');
  else if (f.value) {
    const value = f.value;
    const codes = references.map((r) => text(model, r, 'Identification') ?? text(model, r, 'ItemReference'));
    if (!codes.some((c) => matchesText(value, c))) {
      result = fail(
        `is classified as ${codes.filter(Boolean).join(', ') || 'nothing named'}, not ${describeValue(value)}`,
      );
    }
  }
  if (result.pass && f.system) {
    const system = f.system;
    const systems = references.map((r) => text(model, classificationOf(model, r), 'Name'));
    if (!systems.some((s) => matchesText(system, s))) {
      result = fail(
        `is classified in ${systems.filter(Boolean).join(', ') || 'no named system'}, not ${describeValue(system)}`,
      );
    }
  }
  return withCardinality(f.cardinality, result, !references.length, 'should not have this classification');
}

export function checkMaterial(
  model: IfcModel,
  e: StepEntity,
  f: Extract<Facet, { facet: 'material' }>,
): FacetResult {
  const material = materialOf(model, e);
  let result: FacetResult = ok;
  if (!material) result = fail('has no material');
  else if (f.value) {
    const value = f.value;
    const names = materialNamesOf(model, material);
    if (!names.some((n) => matchesText(value, n))) {
      result = fail(
        `has material ${names.filter(Boolean).join(', ') || 'without a name'}, not ${describeValue(value)}`,
      );
    }
  }
  return withCardinality(f.cardinality, result, !material, 'should not have this material');
}

type PartOf = Extract<Facet, { facet: 'partOf' }>;

function isNamed(model: IfcModel, e: StepEntity, f: PartOf): boolean {
  return matchesText(f.name, e.type) || matchesMappedName(model, e, f.name);
}

function isWanted(model: IfcModel, whole: StepEntity, f: PartOf): boolean {
  if (!isNamed(model, whole, f)) return false;
  return !f.predefinedType || matchesText(f.predefinedType, predefinedTypeOf(model, whole));
}

/** Walks up a chain (aggregates, nests, any parent) looking for the wanted whole. */
function chain(
  model: IfcModel,
  start: StepEntity | undefined,
  next: (e: StepEntity) => StepEntity | undefined,
  f: PartOf,
): boolean {
  const seen = new Set<StepEntity>();
  for (let e = start; e && !seen.has(e); e = next(e)) {
    seen.add(e);
    if (isNamed(model, e, f)) return isWanted(model, e, f);
  }
  return false;
}

function wholeOf(
  model: IfcModel,
  e: StepEntity,
  f: PartOf,
): { found: boolean; pass: boolean; whole?: StepEntity } {
  switch (f.relation) {
    case undefined: {
      const parent = parentOf(model, e);
      return { found: !!parent, pass: chain(model, parent, (p) => parentOf(model, p), f), whole: parent };
    }
    case 'IFCRELAGGREGATES': {
      const whole = aggregateOf(model, e);
      return { found: !!whole, pass: chain(model, whole, (p) => aggregateOf(model, p), f), whole };
    }
    case 'IFCRELNESTS': {
      const whole = nestOf(model, e);
      return { found: !!whole, pass: chain(model, whole, (p) => nestOf(model, p), f), whole };
    }
    case 'IFCRELASSIGNSTOGROUP': {
      const whole = groupOf(model, e);
      return { found: !!whole, pass: !!whole && isWanted(model, whole, f), whole };
    }
    case 'IFCRELCONTAINEDINSPATIALSTRUCTURE': {
      const whole = containerOf(model, e);
      return { found: !!whole, pass: !!whole && isWanted(model, whole, f), whole };
    }
    case 'IFCRELVOIDSELEMENT IFCRELFILLSELEMENT': {
      const opening = model.isA(e, 'IfcOpeningElement') ? e : filledVoidOf(model, e);
      const whole = opening ? voidedElementOf(model, opening) : undefined;
      return { found: !!whole, pass: !!whole && isWanted(model, whole, f), whole };
    }
  }
}

/** An IDS class name as the schema spells it (IfcElementAssembly), a restriction as described. */
function className(model: IfcModel, value: IdsValue): string {
  return 'simple' in value ? model.schema.spell(value.simple) : describeValue(value);
}

export function checkPartOf(model: IfcModel, e: StepEntity, f: PartOf): FacetResult {
  const { found, pass, whole } = wholeOf(model, e, f);
  const ofType = (t: string | undefined) => (t ? ` of type ${t}` : '');
  const what = `${className(model, f.name)}${ofType(f.predefinedType && describeValue(f.predefinedType))}`;
  let result = ok;
  if (!pass && found && whole) {
    const actual = `${model.schema.spell(whole.type)}${f.predefinedType ? ofType(predefinedTypeOf(model, whole) ?? 'none') : ''}`;
    result = fail(`is part of ${actual}, not of ${what}`);
  } else if (!pass) result = fail(`is not part of ${f.relation ? `${what} (${f.relation})` : what}`);
  return withCardinality(f.cardinality, result, !found, `should not be part of ${what}`);
}

/** A readable name for an element in a failure: its class and Name (or GlobalId, or #id). */
export function elementLabel(model: IfcModel, e: StepEntity): string {
  const name = model.get(e, 'Name');
  const label = typeof name === 'string' && name ? name : (model.str(e, 'GlobalId') ?? `#${e.id}`);
  return `${model.schema.spell(e.type)} '${label}'`;
}

export function enumText(value: unknown): string | undefined {
  return value instanceof StepEnum ? value.value : undefined;
}
