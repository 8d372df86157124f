/**
 * A reader of ISO 10303-21 (STEP physical file) text as IFC writes it: the header's FILE_SCHEMA and
 * every `#id=TYPE(args);` of the DATA section. Values keep what the IDS checker must tell apart: an
 * unset `$`, a derived `*`, an enumeration `.X.`, a typed value `IFCLABEL('x')`, a reference `#12`.
 */

export class StepEnum {
  constructor(readonly value: string) {}
}
export class StepRef {
  constructor(readonly id: number) {}
}
export class StepTyped {
  constructor(
    readonly type: string,
    readonly value: StepValue,
  ) {}
}
export const DERIVED = Symbol('derived');

export type StepValue =
  null | typeof DERIVED | number | string | boolean | StepEnum | StepRef | StepTyped | StepValue[];

export interface StepEntity {
  id: number;
  /** Upper case, as written (`IFCWALL`). */
  type: string;
  args: StepValue[];
}

export interface StepFile {
  schemaIdentifiers: string[];
  entities: Map<number, StepEntity>;
}

export class StepSyntaxError extends Error {}

const HEX = /^[0-9A-F]+$/i;

/** Decodes the escapes of a STEP string (ISO 10303-21 §6.4.3): '' \\ \X\hh \X2\…\X0\ \X4\…\X0\ \S\c. */
export function decodeStepString(raw: string): string {
  if (!raw.includes('\\') && !raw.includes("''")) return raw;
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (c === "'" && raw[i + 1] === "'") {
      out += "'";
      i++;
    } else if (c === '\\' && raw[i + 1] === '\\') {
      out += '\\';
      i++;
    } else if (raw.startsWith('\\X2\\', i) || raw.startsWith('\\X4\\', i)) {
      const width = raw[i + 2] === '2' ? 4 : 8;
      const end = raw.indexOf('\\X0\\', i + 4);
      const hex = end < 0 ? '' : raw.slice(i + 4, end);
      if (end < 0 || !HEX.test(hex) || hex.length % width !== 0) {
        out += c;
        continue;
      }
      for (let k = 0; k < hex.length; k += width) {
        out += String.fromCodePoint(parseInt(hex.slice(k, k + width), 16));
      }
      i = end + 3;
    } else if (raw.startsWith('\\X\\', i) && HEX.test(raw.slice(i + 3, i + 5))) {
      out += String.fromCharCode(parseInt(raw.slice(i + 3, i + 5), 16));
      i += 4;
    } else if (raw.startsWith('\\S\\', i) && i + 3 < raw.length) {
      out += String.fromCharCode(raw.charCodeAt(i + 3) + 128);
      i += 3;
    } else if (raw.startsWith('\\P', i) && raw[i + 3] === '\\') {
      i += 3;
    } else {
      out += c;
    }
  }
  return out;
}

class Cursor {
  i = 0;
  constructor(readonly text: string) {}

  skipSpace(): void {
    const t = this.text;
    for (;;) {
      const c = t.charCodeAt(this.i);
      if (c === 32 || c === 10 || c === 13 || c === 9) this.i++;
      else if (c === 47 && t.charCodeAt(this.i + 1) === 42) {
        const end = t.indexOf('*/', this.i + 2);
        if (end < 0) throw new StepSyntaxError('an unterminated comment');
        this.i = end + 2;
      } else return;
    }
  }

  fail(what: string): never {
    throw new StepSyntaxError(`${what} at character ${this.i}`);
  }

  value(): StepValue {
    this.skipSpace();
    const t = this.text;
    const c = t[this.i];
    if (c === '$') return (this.i++, null);
    if (c === '*') return (this.i++, DERIVED);
    if (c === "'") {
      let j = this.i + 1;
      for (;;) {
        j = t.indexOf("'", j);
        if (j < 0) this.fail('an unterminated string');
        if (t[j + 1] === "'") j += 2;
        else break;
      }
      const raw = t.slice(this.i + 1, j);
      this.i = j + 1;
      return decodeStepString(raw);
    }
    if (c === '"') {
      const j = t.indexOf('"', this.i + 1);
      if (j < 0) this.fail('an unterminated binary');
      const raw = t.slice(this.i + 1, j);
      this.i = j + 1;
      return raw;
    }
    if (c === '.') {
      const j = t.indexOf('.', this.i + 1);
      if (j < 0) this.fail('an unterminated enumeration');
      const word = t.slice(this.i + 1, j);
      this.i = j + 1;
      if (word === 'T') return true;
      if (word === 'F') return false;
      return new StepEnum(word);
    }
    if (c === '#') {
      const m = /#(\d+)/y;
      m.lastIndex = this.i;
      const hit = m.exec(t);
      if (!hit) this.fail('a bad reference');
      this.i = m.lastIndex;
      return new StepRef(Number(hit[1]));
    }
    if (c === '(') return this.list();
    const num = /[+-]?(\d+\.?\d*(E[+-]?\d+)?|\.\d+(E[+-]?\d+)?)/iy;
    num.lastIndex = this.i;
    const n = num.exec(t);
    if (n) {
      this.i = num.lastIndex;
      return Number(n[0]);
    }
    const word = /[A-Z_][A-Z0-9_]*/iy;
    word.lastIndex = this.i;
    const w = word.exec(t);
    if (w) {
      this.i = word.lastIndex;
      this.skipSpace();
      if (t[this.i] !== '(') this.fail(`a bare word ${w[0]}`);
      const inner = this.list();
      return new StepTyped(w[0].toUpperCase(), inner.length === 1 ? (inner[0] ?? null) : inner);
    }
    return this.fail('an unexpected character');
  }

  list(): StepValue[] {
    if (this.text[this.i] !== '(') this.fail('a missing "("');
    this.i++;
    const out: StepValue[] = [];
    this.skipSpace();
    if (this.text[this.i] === ')') return (this.i++, out);
    for (;;) {
      out.push(this.value());
      this.skipSpace();
      const c = this.text[this.i++];
      if (c === ')') return out;
      if (c !== ',') this.fail('a missing ","');
    }
  }
}

/** Parses the whole file; throws StepSyntaxError when it is not well-formed STEP. */
export function parseStep(text: string): StepFile {
  if (!/^\s*ISO-10303-21\s*;/.test(text)) throw new StepSyntaxError('no ISO-10303-21 header');
  const headerEnd = text.indexOf('ENDSEC');
  const dataStart = text.search(/\bDATA\s*(\([^)]*\))?\s*;/);
  if (headerEnd < 0 || dataStart < 0) throw new StepSyntaxError('no HEADER or DATA section');
  const schemaMatch = /FILE_SCHEMA\s*\(\s*\(([^)]*)\)\s*\)/i.exec(text.slice(0, headerEnd));
  const schemaIdentifiers = (schemaMatch?.[1] ?? '')
    .split(',')
    .map((s) => s.trim().replace(/^'|'$/g, '').toUpperCase())
    .filter(Boolean);
  const c = new Cursor(text);
  c.i = text.indexOf(';', dataStart) + 1;
  const entities = new Map<number, StepEntity>();
  const head = /#(\d+)\s*=\s*([A-Z_][A-Z0-9_]*)?\s*/iy;
  const partName = /\s*([A-Z_][A-Z0-9_]*)\s*/iy;
  for (;;) {
    c.skipSpace();
    if (text.startsWith('ENDSEC', c.i)) break;
    if (c.i >= text.length) throw new StepSyntaxError('the DATA section does not end (truncated file?)');
    head.lastIndex = c.i;
    const m = head.exec(text) ?? c.fail('an entity instance expected');
    c.i = head.lastIndex;
    if (m[2] === undefined) {
      // A complex instance, #5=(IFCA(…)IFCB(…)); — IFC never needs one; read past it.
      c.i++;
      for (c.skipSpace(); text[c.i] !== ')'; c.skipSpace()) {
        partName.lastIndex = c.i;
        if (!partName.exec(text)) c.fail('a complex instance part expected');
        c.i = partName.lastIndex;
        c.list();
      }
      c.i++;
    }
    const args = m[2] === undefined ? [] : c.list();
    c.skipSpace();
    if (text[c.i] !== ';') c.fail('a missing ";"');
    c.i++;
    if (m[2] !== undefined) {
      const id = Number(m[1]);
      entities.set(id, { id, type: m[2].toUpperCase(), args });
    }
  }
  if (!/END-ISO-10303-21\s*;/.test(text.slice(c.i))) {
    throw new StepSyntaxError('no END-ISO-10303-21 (truncated file?)');
  }
  return { schemaIdentifiers, entities };
}
