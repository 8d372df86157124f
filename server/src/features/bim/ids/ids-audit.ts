/**
 * What makes an IDS invalid beyond its XML schema — the checks buildingSMART's IDS audit tool makes
 * and the conformance cases named invalid-… expect: entity names that are no IFC class of the
 * declared versions, requirements that contradict the applicability, attributes that are not
 * explicit attributes (derived, inverse, unknown) or cannot hold a simple value, values that are not
 * written as their data type requires, a predefined type for a class without one, and a prohibited
 * specification with requirements.
 */
import { ifcSchema, schemaNameOf, type IfcSchema } from '../ifc/ifc-schema';
import { mappedNames, mappedOccurrenceClass, mappedTypeClass } from './ifc2x3-mapping';
import type { Facet, IdsDocument, IdsValue, Specification } from './ids-types';
import { matchesText } from './values';

const INTEGER = /^[+-]?\d+$/;
const DOUBLE = /^([+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?|[+-]?INF|NaN)$/;
const BOOLEAN = /^(true|false|1|0)$/;

/** The entity names a facet value can stand for in a schema. */
function entityNames(schema: IfcSchema, value: IdsValue): string[] {
  const mapped = schema.name === 'IFC2X3' ? mappedNames(value) : [];
  if ('simple' in value) {
    const own =
      schema.hasEntity(value.simple) && value.simple === value.simple.toUpperCase() ? [value.simple] : [];
    return [...own, ...mapped];
  }
  return [...schema.entityNames().filter((n) => matchesText(value, n)), ...mapped];
}

/** Whether a class (or, for an IFC2X3 mapped name, its type class) has a PredefinedType. */
function hasPredefinedType(schema: IfcSchema, name: string): boolean {
  if (schema.attribute(name, 'PredefinedType')) return true;
  const typeClass = schema.name === 'IFC2X3' && !schema.hasEntity(name) ? mappedTypeClass(name) : undefined;
  return !!typeClass && !!schema.attribute(typeClass, 'PredefinedType');
}

/** Whether a simple value is written as the IFC type it will be compared with requires. */
function lexicalProblem(schema: IfcSchema, typeName: string, value: string): string | undefined {
  const kind = schema.kindOf(typeName);
  if (kind === 'integer' && !INTEGER.test(value.trim())) return `${value} is not an integer`;
  if (kind === 'real' && !DOUBLE.test(value.trim())) return `${value} is not a number`;
  if ((kind === 'boolean' || kind === 'logical') && !BOOLEAN.test(value.trim()))
    return `${value} is not true or false`;
  return undefined;
}

function auditEntity(
  schema: IfcSchema,
  f: { name: IdsValue; predefinedType?: IdsValue },
  where: string,
): string[] {
  const names = entityNames(schema, f.name);
  if (!names.length)
    return [`${where}: no {schema} class is named ${'simple' in f.name ? f.name.simple : 'as restricted'}`];
  if (f.predefinedType && 'simple' in f.predefinedType && names.every((n) => !hasPredefinedType(schema, n))) {
    return [`${where}: ${names.map((n) => schema.spell(n)).join(', ')} has no predefined type in {schema}`];
  }
  return [];
}

function auditAttribute(
  schema: IfcSchema,
  f: Extract<Facet, { facet: 'attribute' }>,
  types: string[],
  where: string,
): string[] {
  const problems: string[] = [];
  for (const type of types) {
    const attributes = schema.attributes(type).filter((a) => matchesText(f.name, a.name));
    const label = 'simple' in f.name ? f.name.simple : 'the attribute';
    if ('simple' in f.name) {
      if (schema.isInverse(type, f.name.simple))
        problems.push(`${where}: ${label} is an inverse attribute of ${schema.spell(type)}`);
      else if (schema.isDerived(type, f.name.simple))
        problems.push(`${where}: ${label} is derived on ${schema.spell(type)}`);
      else if (!attributes.length)
        problems.push(`${where}: ${schema.spell(type)} has no attribute ${label} in {schema}`);
    }
    if (!f.value || !('simple' in f.value)) continue;
    for (const a of attributes) {
      const kind = schema.kindOf(a.type);
      if (kind === 'list' || kind === 'entity' || kind === 'select') {
        problems.push(
          `${where}: ${a.name} of ${schema.spell(type)} holds ${kind === 'list' ? 'a list' : `an ${kind}`}, not a value`,
        );
        continue;
      }
      const lexical = lexicalProblem(schema, a.type, f.value.simple);
      if (lexical) problems.push(`${where}: ${a.name} of ${schema.spell(type)}: ${lexical}`);
    }
  }
  return problems;
}

function auditProperty(schema: IfcSchema, f: Extract<Facet, { facet: 'property' }>, where: string): string[] {
  if (!f.dataType) return [];
  if (!schema.type(f.dataType)) return [`${where}: ${f.dataType} is no {schema} data type`];
  if (!f.value || !('simple' in f.value)) return [];
  const lexical = lexicalProblem(schema, f.dataType, f.value.simple);
  return lexical ? [`${where}: ${lexical} (${f.dataType})`] : [];
}

function auditSpecification(spec: Specification): string[] {
  const where = `specification "${spec.name}"`;
  const problems: string[] = [];
  const bySchema = new Map<string, string[]>();
  if (spec.maxOccurs === 0 && spec.requirements.length) {
    problems.push(`${where} is prohibited and so cannot have requirements`);
  }
  const schemas = spec.ifcVersion
    .map(schemaNameOf)
    .filter((s) => s !== undefined)
    .map(ifcSchema);
  for (const schema of schemas) {
    const found: string[] = [];
    const applicableEntity = spec.applicability.find((f) => f.facet === 'entity');
    const applicableTypes = applicableEntity ? entityNames(schema, applicableEntity.name) : [];
    for (const [clause, facets] of [
      ['applicability', spec.applicability],
      ['requirements', spec.requirements],
    ] as const) {
      for (const f of facets) {
        const at = `${where}, ${clause}`;
        if (f.facet === 'entity' || f.facet === 'partOf') found.push(...auditEntity(schema, f, at));
        if (f.facet === 'attribute' && applicableEntity) {
          const classes = applicableTypes.map((n) =>
            schema.hasEntity(n) ? n : (mappedOccurrenceClass(n) ?? n),
          );
          found.push(...auditAttribute(schema, f, [...new Set(classes)], at));
        }
        if (f.facet === 'property') found.push(...auditProperty(schema, f, at));
        if (f.facet === 'entity' && clause === 'requirements' && applicableEntity) {
          const required = entityNames(schema, f.name);
          if (!required.some((n) => applicableTypes.includes(n))) {
            found.push(
              `${at}: the required class can never be met by the applicable ${applicableTypes.map((n) => schema.spell(n)).join(', ')}`,
            );
          }
        }
      }
    }
    for (const problem of found) bySchema.set(problem, [...(bySchema.get(problem) ?? []), schema.name]);
  }
  // A problem found in each declared version is said once: "no IFC2X3 or IFC4 class is named …".
  for (const [problem, names] of bySchema) problems.push(problem.replace('{schema}', names.join(' or ')));
  return problems;
}

export function auditIds(ids: IdsDocument): string[] {
  return [...new Set(ids.specifications.flatMap(auditSpecification))];
}
