/**
 * Turns an IFC EXPRESS schema (IFC2X3.exp, IFC4.exp, IFC4X3.exp as published by buildingSMART) into
 * the compact tables the reader and the IDS checker load: per entity its parent, its own explicit
 * attributes with their types, the attributes it derives and its inverse attributes; per type its kind.
 *
 *   npx tsx server/src/features/bim/ifc/schema/express-to-json.ts IFC4.exp > server/src/features/bim/ifc/schema/ifc4.json
 *
 * Only declarations are read; rules, functions and WHERE clauses are not needed to check an IDS.
 */
import { readFileSync } from 'node:fs';
import type { SchemaTables, TypeTable, EntityTable } from './schema-tables.js';

const SIMPLE = new Set(['REAL', 'INTEGER', 'NUMBER', 'STRING', 'BOOLEAN', 'LOGICAL', 'BINARY']);

/** `LIST [1:?] OF IfcLengthMeasure` → `[]IfcLengthMeasure`; `STRING(255)` → `STRING`. */
function typeRef(expression: string): string {
  const text = expression.replace(/\s+/g, ' ').trim();
  const aggregate = /^(LIST|SET|BAG|ARRAY)\s*(\[[^\]]*\])?\s*OF\s+(UNIQUE\s+)?(.*)$/i.exec(text);
  if (aggregate) return `[]${typeRef(aggregate[4] ?? '')}`;
  const simple = /^([A-Z]+)\b/.exec(text);
  if (simple?.[1] && SIMPLE.has(simple[1])) return simple[1];
  return text.replace(/\s*\(.*$/, '');
}

function splitStatements(body: string): string[] {
  return body
    .split(';')
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

export function expressToTables(source: string): SchemaTables {
  const text = source.replace(/\(\*[\s\S]*?\*\)/g, '').replace(/\r/g, '');
  const schema = /SCHEMA\s+(\w+)\s*;/.exec(text)?.[1] ?? 'UNKNOWN';
  const types: Record<string, TypeTable> = {};
  const entities: Record<string, EntityTable> = {};

  for (const m of text.matchAll(/\bTYPE\s+(\w+)\s*=\s*([\s\S]*?);[\s\S]*?END_TYPE\s*;/g)) {
    const [, name = '', rawBody = ''] = m;
    const body = rawBody.replace(/\s+/g, ' ').trim();
    const enumeration = /^ENUMERATION OF\s*\(([^)]*)\)/i.exec(body);
    const select = /^(?:EXTENSIBLE\s+)?(?:GENERIC_ENTITY\s+)?SELECT\s*\(([^)]*)\)/i.exec(body);
    if (enumeration) {
      types[name.toUpperCase()] = {
        name,
        kind: 'enum',
        values: (enumeration[1] ?? '').split(',').map((v) => v.trim()),
      };
    } else if (select) {
      types[name.toUpperCase()] = {
        name,
        kind: 'select',
        of: (select[1] ?? '').split(',').map((v) => v.trim()),
      };
    } else {
      types[name.toUpperCase()] = { name, kind: 'defined', of: typeRef(body) };
    }
  }

  for (const m of text.matchAll(/\bENTITY\s+(\w+)([\s\S]*?)END_ENTITY\s*;/g)) {
    const [, name = '', rawBody = ''] = m;
    const headerEnd = rawBody.indexOf(';');
    const header = rawBody.slice(0, headerEnd);
    const parent = /SUBTYPE OF\s*\(\s*(\w+)\s*\)/i.exec(header)?.[1];
    const abstract = /\bABSTRACT\b/.test(header);
    const sections = rawBody.slice(headerEnd + 1).split(/^\s*(DERIVE|INVERSE|UNIQUE|WHERE)\b/m);
    const entity: EntityTable = {
      name,
      ...(parent ? { parent: parent.toUpperCase() } : {}),
      ...(abstract ? { abstract: true } : {}),
      attributes: [],
      derived: [],
      inverse: [],
    };
    let section = 'EXPLICIT';
    for (const part of sections) {
      if (/^(DERIVE|INVERSE|UNIQUE|WHERE)$/.test(part)) {
        section = part;
        continue;
      }
      for (const statement of splitStatements(part)) {
        const colon = statement.indexOf(':');
        if (colon < 0) continue;
        const left = statement.slice(0, colon).trim();
        const right = statement.slice(colon + 1).trim();
        const attribute = left.replace(/^SELF\\\w+\./, '');
        if (section === 'EXPLICIT') {
          if (left.startsWith('SELF\\')) continue;
          const optional = /^OPTIONAL\s+/.test(right);
          entity.attributes.push([attribute, typeRef(right.replace(/^OPTIONAL\s+/, '')), optional ? 1 : 0]);
        } else if (section === 'DERIVE') {
          entity.derived.push(attribute);
        } else if (section === 'INVERSE') {
          const target = /(?:OF\s+)?(\w+)\s+FOR\s+(\w+)$/.exec(right);
          entity.inverse.push([attribute, (target?.[1] ?? '').toUpperCase(), target?.[2] ?? '']);
        }
      }
    }
    entities[name.toUpperCase()] = entity;
  }
  return { schema, types, entities };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, ''))) {
  const path = process.argv[2];
  if (!path) throw new Error('usage: express-to-json.ts SCHEMA.exp');
  process.stdout.write(JSON.stringify(expressToTables(readFileSync(path, 'utf8'))));
}
