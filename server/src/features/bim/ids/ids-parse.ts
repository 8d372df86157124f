/**
 * Reads an .ids: validated against ids.xsd first, then turned into specifications and facets, then
 * audited for what the schema cannot say (see ids-audit.ts). Any failure refuses the whole document,
 * with its reasons, as buildingSMART's conformance cases expect of an invalid IDS.
 */
import { XMLParser } from 'fast-xml-parser';
import { auditIds } from './ids-audit';
import type {
  Cardinality,
  Facet,
  IdsDocument,
  IdsRestriction,
  IdsValue,
  PartOfRelation,
  Specification,
} from './ids-types';
import { xsdErrors } from './ids-xsd';

export class InvalidIdsError extends Error {
  constructor(readonly reasons: string[]) {
    super(`This is not a valid IDS: ${reasons.join('; ')}`);
  }
}

type Node = Record<string, unknown>;

const FACETS = ['entity', 'partOf', 'classification', 'attribute', 'property', 'material'] as const;
const BOUNDS = [
  'minInclusive',
  'maxInclusive',
  'minExclusive',
  'maxExclusive',
  'length',
  'minLength',
  'maxLength',
] as const;
const ARRAYS = new Set<string>([
  'specification',
  ...FACETS,
  'enumeration',
  'pattern',
  ...BOUNDS,
  'restriction',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  isArray: (name) => ARRAYS.has(name),
});

function asNode(value: unknown): Node {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {};
}

function first(value: unknown): Node {
  return asNode(Array.isArray(value) ? value[0] : value);
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  const node = asNode(value);
  return typeof node['#text'] === 'string' ? node['#text'] : '';
}

function restriction(node: Node): IdsRestriction {
  const r: IdsRestriction = { base: String(node['@base'] ?? 'xs:string').replace(/^\w+:/, '') };
  const values = (key: string): string[] =>
    (Array.isArray(node[key]) ? (node[key] as unknown[]) : []).map((v) => String(asNode(v)['@value'] ?? ''));
  const enumeration = values('enumeration');
  const pattern = values('pattern');
  if (enumeration.length) r.enumeration = enumeration;
  if (pattern.length) r.pattern = pattern;
  for (const key of BOUNDS) {
    const [v] = values(key);
    if (v !== undefined) r[key] = v;
  }
  return r;
}

function idsValue(value: unknown): IdsValue | undefined {
  if (value === undefined) return undefined;
  const node = asNode(value);
  if ('simpleValue' in node) return { simple: text(node.simpleValue).trim() };
  if ('restriction' in node) return { restriction: restriction(first(node.restriction)) };
  return undefined;
}

function required(value: unknown, what: string): IdsValue {
  const v = idsValue(value);
  if (!v) throw new InvalidIdsError([`a ${what} has no value`]);
  return v;
}

function cardinality(node: Node): Cardinality {
  const c = node['@cardinality'];
  return c === 'optional' || c === 'prohibited' ? c : 'required';
}

function facet(kind: (typeof FACETS)[number], node: Node): Facet {
  switch (kind) {
    case 'entity':
      return {
        facet: 'entity',
        name: required(node.name, 'entity name'),
        predefinedType: idsValue(node.predefinedType),
        cardinality: 'required',
      };
    case 'attribute':
      return {
        facet: 'attribute',
        name: required(node.name, 'attribute name'),
        value: idsValue(node.value),
        cardinality: cardinality(node),
      };
    case 'property':
      return {
        facet: 'property',
        propertySet: required(node.propertySet, 'property set'),
        baseName: required(node.baseName, 'property name'),
        value: idsValue(node.value),
        dataType: typeof node['@dataType'] === 'string' ? node['@dataType'].toUpperCase() : undefined,
        cardinality: cardinality(node),
      };
    case 'classification':
      return {
        facet: 'classification',
        value: idsValue(node.value),
        system: idsValue(node.system),
        cardinality: cardinality(node),
      };
    case 'material':
      return { facet: 'material', value: idsValue(node.value), cardinality: cardinality(node) };
    case 'partOf': {
      const entity = first(node.entity);
      return {
        facet: 'partOf',
        relation: typeof node['@relation'] === 'string' ? (node['@relation'] as PartOfRelation) : undefined,
        name: required(entity.name, 'partOf entity name'),
        predefinedType: idsValue(entity.predefinedType),
        cardinality: cardinality(node),
      };
    }
  }
}

function facets(clause: unknown): Facet[] {
  const node = asNode(clause);
  return FACETS.flatMap((kind) =>
    (Array.isArray(node[kind]) ? (node[kind] as unknown[]) : []).map((f) => facet(kind, asNode(f))),
  );
}

function occurs(value: unknown, fallback: number): number | 'unbounded' {
  if (value === 'unbounded') return 'unbounded';
  return typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : fallback;
}

function specification(node: Node): Specification {
  const applicability = asNode(node.applicability);
  const max = occurs(applicability['@maxOccurs'], 1);
  return {
    name: String(node['@name'] ?? ''),
    identifier: typeof node['@identifier'] === 'string' ? node['@identifier'] : undefined,
    description: typeof node['@description'] === 'string' ? node['@description'] : undefined,
    ifcVersion: String(node['@ifcVersion'] ?? '')
      .split(/\s+/)
      .filter(Boolean),
    minOccurs: Number(occurs(applicability['@minOccurs'], 1)),
    maxOccurs: max,
    applicability: facets(node.applicability),
    requirements: facets(node.requirements),
  };
}

/** The document, or InvalidIdsError with every reason found. */
export function parseIds(bytes: Uint8Array): IdsDocument {
  const source = new TextDecoder('utf-8').decode(bytes);
  // An IDS needs no DTD; refusing one keeps entity expansion (and its bombs) out of both parsers.
  if (/<!DOCTYPE/i.test(source)) throw new InvalidIdsError(['a DOCTYPE is not allowed in an IDS']);
  const schemaErrors = xsdErrors(bytes);
  if (schemaErrors.length) throw new InvalidIdsError(schemaErrors);
  const root = asNode(parser.parse(source));
  const ids = asNode(root.ids);
  const document: IdsDocument = {
    title: text(asNode(ids.info).title),
    specifications: ((asNode(ids.specifications).specification as unknown[] | undefined) ?? []).map((s) =>
      specification(asNode(s)),
    ),
  };
  const problems = auditIds(document);
  if (problems.length) throw new InvalidIdsError(problems);
  return document;
}
