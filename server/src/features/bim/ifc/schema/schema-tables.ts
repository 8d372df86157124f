/** The shape of the generated `ifc2x3.json`, `ifc4.json`, `ifc4x3.json` (see express-to-json.ts). */

/** An attribute's type: a simple type (`REAL`, `STRING` …), a declared type or entity name, or `[]` + the member type. */
export type TypeRef = string;

export type TypeTable =
  | { name: string; kind: 'enum'; values: string[] }
  | { name: string; kind: 'select'; of: string[] }
  | { name: string; kind: 'defined'; of: TypeRef };

export interface EntityTable {
  /** As the schema spells it (`IfcWall`); keys are upper case, as STEP writes them. */
  name: string;
  parent?: string;
  abstract?: boolean;
  /** Own explicit attributes in STEP order: name, type, 1 when OPTIONAL. */
  attributes: [string, TypeRef, 0 | 1][];
  /** Attributes this entity derives, its own or redeclared from a supertype. */
  derived: string[];
  /** Inverse attributes: name, the relating entity, the attribute of it that points here. */
  inverse: [string, string, string][];
}

export interface SchemaTables {
  schema: string;
  types: Record<string, TypeTable>;
  entities: Record<string, EntityTable>;
}
