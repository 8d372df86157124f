/**
 * An element's properties as the side panel shows them, made from the lines web-ifc reads (GetLine
 * and properties.getPropertySets with recursion): plain data, so the worker can post it and tests
 * can check it without WebAssembly.
 */

export type CellValue = string | number | boolean | null;

export interface PropertyRow {
  name: string;
  value: CellValue;
  /** The IFC type of the value (IfcLabel, IfcLengthMeasure …), for the reader who needs it. */
  type?: string;
}

export interface PropertyTable {
  name: string;
  kind: 'properties' | 'quantities';
  /** Set on the element's type (IfcWallType …) rather than on the element. */
  fromType: boolean;
  rows: PropertyRow[];
}

export interface ElementProperties {
  expressID: number;
  /** IfcWall, IfcDoor … */
  entity: string;
  globalId: string;
  name: string | null;
  /** The element's own attributes (Description, ObjectType, Tag, PredefinedType …). */
  attributes: PropertyRow[];
  tables: PropertyTable[];
}

/** web-ifc's wrapper of a value: `{ value }`, or `{ _representationValue }` for measures; a reference is type 5. */
interface Wrapped {
  type?: number;
  name?: string;
  value?: unknown;
  _representationValue?: unknown;
}

const REFERENCE = 5;

const isWrapped = (v: unknown): v is Wrapped => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The plain value of a wrapped one; undefined for what a table cannot show (references, lists of entities). */
export function plainValue(v: unknown): CellValue | undefined {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (Array.isArray(v)) {
    const items = v.map(plainValue);
    return items.every((i) => i !== undefined && i !== null) ? items.join(', ') : undefined;
  }
  if (!isWrapped(v) || v.type === REFERENCE || 'expressID' in v) return undefined;
  const raw = v._representationValue ?? v.value;
  if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') return raw;
  return raw === null || raw === undefined ? null : undefined;
}

/** IFCLENGTHMEASURE → IfcLengthMeasure, for people. */
export function typeName(upper: string | undefined): string | undefined {
  if (!upper) return undefined;
  const known: Record<string, string> = {
    IFCLABEL: 'IfcLabel',
    IFCTEXT: 'IfcText',
    IFCIDENTIFIER: 'IfcIdentifier',
    IFCBOOLEAN: 'IfcBoolean',
    IFCLOGICAL: 'IfcLogical',
    IFCINTEGER: 'IfcInteger',
    IFCREAL: 'IfcReal',
  };
  const plain = known[upper];
  if (plain) return plain;
  const measure = /^IFC(\w+?)MEASURE$/.exec(upper)?.[1];
  if (measure) return `Ifc${measure.slice(0, 1)}${measure.slice(1).toLowerCase()}Measure`;
  return `Ifc${upper.slice(3, 4)}${upper.slice(4).toLowerCase()}`;
}

const text = (v: unknown): string | null => {
  const plain = plainValue(v);
  return plain === null || plain === undefined ? null : String(plain);
};

/** Attributes the panel names on their own or never shows. */
const SKIPPED = new Set([
  'expressID',
  'type',
  'GlobalId',
  'Name',
  'OwnerHistory',
  'ObjectPlacement',
  'Representation',
]);

/** The element's own attributes with a value a person can read. */
export function attributeRows(line: Record<string, unknown>): PropertyRow[] {
  const rows: PropertyRow[] = [];
  for (const [name, v] of Object.entries(line)) {
    if (SKIPPED.has(name)) continue;
    const value = plainValue(v);
    if (value === undefined || value === null) continue;
    rows.push({ name, value, type: isWrapped(v) ? typeName(v.name) : undefined });
  }
  return rows;
}

/** A quantity's value is in its one attribute that ends in "Value" (LengthValue, AreaValue, CountValue …). */
function quantityRow(q: Record<string, unknown>): PropertyRow | undefined {
  const name = text(q.Name);
  const key = Object.keys(q).find((k) => k.endsWith('Value'));
  if (!name || !key) return undefined;
  const v = q[key];
  const value = plainValue(v);
  if (value === undefined) return undefined;
  return { name, value, type: isWrapped(v) ? typeName(v.name) : undefined };
}

/** A property's row: single values as they are; enumerated and list values joined; others named by their kind. */
function propertyRow(p: Record<string, unknown>): PropertyRow | undefined {
  const name = text(p.Name);
  if (!name) return undefined;
  for (const key of ['NominalValue', 'EnumerationValues', 'ListValues']) {
    if (key in p) {
      const v = p[key];
      const value = plainValue(v);
      if (value === undefined) return undefined;
      return { name, value, type: isWrapped(v) ? typeName(v.name) : undefined };
    }
  }
  if ('LowerBoundValue' in p || 'UpperBoundValue' in p) {
    const low = text(p.LowerBoundValue);
    const high = text(p.UpperBoundValue);
    return { name, value: `${low ?? '…'} – ${high ?? '…'}` };
  }
  return undefined;
}

/** A property set or element quantity (recursively read) as a table; undefined for other definitions. */
export function definitionTable(set: Record<string, unknown>, fromType = false): PropertyTable | undefined {
  const name = text(set.Name) ?? 'Unnamed';
  if (Array.isArray(set.HasProperties)) {
    const rows = set.HasProperties.filter(isWrapped).map((p) => propertyRow(p as Record<string, unknown>));
    return {
      name,
      kind: 'properties',
      fromType,
      rows: rows.filter((r): r is PropertyRow => r !== undefined),
    };
  }
  if (Array.isArray(set.Quantities)) {
    const rows = set.Quantities.filter(isWrapped).map((q) => quantityRow(q as Record<string, unknown>));
    return {
      name,
      kind: 'quantities',
      fromType,
      rows: rows.filter((r): r is PropertyRow => r !== undefined),
    };
  }
  return undefined;
}

const ORDER = (t: PropertyTable) => (t.kind === 'properties' ? 0 : 1) + (t.fromType ? 2 : 0);

/**
 * Everything the panel shows of one element: its own sets, then its type's; in each, properties
 * before quantities, by name.
 */
export function elementProperties(
  line: Record<string, unknown>,
  entity: string,
  sets: readonly Record<string, unknown>[],
  typeSets: readonly Record<string, unknown>[] = [],
): ElementProperties {
  const tables = [...sets.map((s) => definitionTable(s)), ...typeSets.map((s) => definitionTable(s, true))]
    .filter((t): t is PropertyTable => t !== undefined)
    .sort((a, b) => ORDER(a) - ORDER(b) || a.name.localeCompare(b.name));
  return {
    expressID: Number(line.expressID),
    entity,
    globalId: text(line.GlobalId) ?? '',
    name: text(line.Name),
    attributes: attributeRows(line),
    tables,
  };
}

/** "true"/"false" read as Yes/No, numbers to at most 4 decimals: how a cell reads on screen. */
export function formatCell(value: CellValue): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number')
    return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(4)));
  return value;
}
