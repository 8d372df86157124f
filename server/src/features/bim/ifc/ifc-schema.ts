/**
 * The IFC schemas a model may declare, with the questions asked of them: is a type a subtype of
 * another, which attributes does an entity have (inherited first, as STEP orders them), which are
 * derived or inverse, what an attribute's type comes down to.
 */
import { readFileSync } from 'node:fs';
import type { EntityTable, SchemaTables, TypeRef, TypeTable } from './schema/schema-tables';

export type SchemaName = 'IFC2X3' | 'IFC4' | 'IFC4X3';
export const SCHEMA_NAMES: readonly SchemaName[] = ['IFC2X3', 'IFC4', 'IFC4X3'];

/** What an attribute's declared type comes down to, for checking a value against it. */
export type AttributeKind =
  'string' | 'integer' | 'real' | 'boolean' | 'logical' | 'enum' | 'binary' | 'entity' | 'select' | 'list';

export interface AttributeInfo {
  name: string;
  index: number;
  type: TypeRef;
  optional: boolean;
}

export class IfcSchema {
  private readonly attributeCache = new Map<string, AttributeInfo[]>();
  private readonly subtypeCache = new Map<string, string[]>();

  constructor(
    readonly name: SchemaName,
    private readonly tables: SchemaTables,
  ) {}

  entity(type: string): EntityTable | undefined {
    return this.tables.entities[type.toUpperCase()];
  }

  type(name: string): TypeTable | undefined {
    return this.tables.types[name.toUpperCase()];
  }

  hasEntity(type: string): boolean {
    return this.entity(type) !== undefined;
  }

  entityNames(): string[] {
    return Object.keys(this.tables.entities);
  }

  /** The schema's spelling (`IfcWall`) of an upper-case STEP name. */
  spell(type: string): string {
    return this.entity(type)?.name ?? this.type(type)?.name ?? type;
  }

  isA(type: string, ancestor: string): boolean {
    const target = ancestor.toUpperCase();
    for (let t: string | undefined = type.toUpperCase(); t; t = this.tables.entities[t]?.parent) {
      if (t === target) return true;
    }
    return false;
  }

  /** The type and every type below it. */
  subtypes(type: string): string[] {
    const key = type.toUpperCase();
    let found = this.subtypeCache.get(key);
    if (!found) {
      found = this.entityNames().filter((name) => this.isA(name, key));
      this.subtypeCache.set(key, found);
    }
    return found;
  }

  attributes(type: string): AttributeInfo[] {
    const key = type.toUpperCase();
    let found = this.attributeCache.get(key);
    if (found) return found;
    const chain: EntityTable[] = [];
    for (
      let t: EntityTable | undefined = this.entity(key);
      t;
      t = t.parent ? this.entity(t.parent) : undefined
    ) {
      chain.unshift(t);
    }
    found = chain
      .flatMap((e) => e.attributes)
      .map(([name, typeRef, optional], index) => ({ name, index, type: typeRef, optional: optional === 1 }));
    this.attributeCache.set(key, found);
    return found;
  }

  attribute(type: string, name: string): AttributeInfo | undefined {
    return this.attributes(type).find((a) => a.name === name);
  }

  /** Derived here or redeclared as derived by this type or a supertype. */
  isDerived(type: string, name: string): boolean {
    for (let t = this.entity(type); t; t = t.parent ? this.entity(t.parent) : undefined) {
      if (t.derived.includes(name)) return true;
    }
    return false;
  }

  isInverse(type: string, name: string): boolean {
    for (let t = this.entity(type); t; t = t.parent ? this.entity(t.parent) : undefined) {
      if (t.inverse.some(([inverse]) => inverse === name)) return true;
    }
    return false;
  }

  kindOf(typeRef: TypeRef): AttributeKind {
    if (typeRef.startsWith('[]')) return 'list';
    switch (typeRef) {
      case 'STRING':
        return 'string';
      case 'INTEGER':
        return 'integer';
      case 'REAL':
      case 'NUMBER':
        return 'real';
      case 'BOOLEAN':
        return 'boolean';
      case 'LOGICAL':
        return 'logical';
      case 'BINARY':
        return 'binary';
    }
    if (this.hasEntity(typeRef)) return 'entity';
    const declared = this.type(typeRef);
    if (!declared) return 'string';
    if (declared.kind === 'enum') return 'enum';
    if (declared.kind === 'select') return 'select';
    return this.kindOf(declared.of);
  }

  /** The values of an entity's PredefinedType enumeration, when it has one. */
  predefinedTypeValues(type: string): string[] | undefined {
    const attribute = this.attribute(type, 'PredefinedType');
    const declared = attribute ? this.type(attribute.type) : undefined;
    return declared?.kind === 'enum' ? declared.values : undefined;
  }
}

/**
 * Read from disk on first use rather than imported: each table is a few hundred kB that only a
 * model of that schema needs (the server build copies ./schema next to its bundle).
 */
function loadTables(name: SchemaName): SchemaTables {
  const url = new URL(`./schema/${name.toLowerCase()}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as SchemaTables;
}

const SCHEMAS = new Map<SchemaName, IfcSchema>();

export function ifcSchema(name: SchemaName): IfcSchema {
  let schema = SCHEMAS.get(name);
  if (!schema) {
    schema = new IfcSchema(name, loadTables(name));
    SCHEMAS.set(name, schema);
  }
  return schema;
}

/** `IFC4X3_ADD2` and its kin are read with the IFC4X3 tables; anything else unknown is refused. */
export function schemaNameOf(identifier: string): SchemaName | undefined {
  const id = identifier.toUpperCase();
  if (id === 'IFC2X3' || id.startsWith('IFC2X3_')) return 'IFC2X3';
  if (id === 'IFC4' || id.startsWith('IFC4_') || id === 'IFC4X0') return 'IFC4';
  if (id.startsWith('IFC4X3')) return 'IFC4X3';
  return undefined;
}
