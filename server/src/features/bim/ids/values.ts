/**
 * How an IDS value (always text) is compared with a value read from a model, following the IDS 1.0
 * rules as IfcOpenShell's ifctester applies them: text compares exactly, a number is read from the
 * IDS text and reals agree within a relative tolerance of 1e-6, booleans are `true`/`false`.
 */
import type { IdsRestriction, IdsValue } from './ids-types';

/** A value read from a model: text, a boolean, or a number that is an integer or a real. */
export type ModelValue = string | boolean | { num: number; integer: boolean };

const FLOAT = /^[+-]?((\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?|inf(inity)?|nan)$/i;

/** Reads a number as Python's float() does, or undefined. */
export function readFloat(text: string): number | undefined {
  const t = text.trim();
  if (!FLOAT.test(t)) return undefined;
  const lower = t.toLowerCase().replace(/^\+/, '');
  if (lower.endsWith('inf') || lower.endsWith('infinity'))
    return lower.startsWith('-') ? -Infinity : Infinity;
  if (lower.endsWith('nan')) return NaN;
  return Number(t);
}

/** IDS 1.0 tolerance: a real matches when within 1e-6 relative of the expected value. */
export function withinTolerance(actual: number, expected: number): boolean {
  const low = expected * (1 - 1e-6);
  const high = expected * (1 + 1e-6);
  return expected >= 0 ? actual >= low && actual <= high : actual >= high && actual <= low;
}

function castBoolean(text: string): boolean | undefined {
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return undefined;
}

/** An exact IDS value against a model value. */
export function equalsSimple(expected: string, actual: ModelValue): boolean {
  if (typeof actual === 'string') return actual === expected;
  if (typeof actual === 'boolean') return castBoolean(expected) === actual;
  const n = readFloat(expected);
  if (n === undefined) return false;
  return actual.integer ? actual.num === n : withinTolerance(actual.num, n);
}

/** What Python's str() prints, for length restrictions on numbers and booleans. */
function pythonText(value: ModelValue): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (value.integer || !Number.isInteger(value.num)) return String(value.num);
  return `${value.num}.0`;
}

function asFloat(value: ModelValue): number | undefined {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') return readFloat(value);
  return value.num;
}

function enumerationHas(options: string[], actual: ModelValue): boolean {
  return options.some((option) => {
    if (typeof actual === 'string') return option === actual;
    if (typeof actual === 'boolean') return castBoolean(option) === actual;
    return readFloat(option) === actual.num;
  });
}

const CLASS_ESCAPES: Record<string, string> = {
  i: 'A-Za-z_:\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF',
  c: '-.0-9A-Za-z_:\\u00B7\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u037D\\u037F-\\u1FFF',
};

/** An XSD regular expression (implicitly anchored, `^`/`$` literal, \i \c) as a JavaScript RegExp. */
export function xsdRegex(pattern: string): RegExp {
  let out = '';
  let inClass = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] ?? '';
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      i++;
      if (next === 'i' || next === 'c') out += inClass ? CLASS_ESCAPES[next] : `[${CLASS_ESCAPES[next]}]`;
      else if (next === 'I' || next === 'C') out += `[^${CLASS_ESCAPES[next.toLowerCase()]}]`;
      else if (next === 'p' || next === 'P') {
        const end = pattern.indexOf('}', i);
        out += `\\${next}${pattern.slice(i + 1, end + 1).replace(/^\{Is/, '{Script=')}`;
        i = end;
      } else out += `\\${next}`;
    } else if (c === '[') {
      inClass++;
      out += c;
    } else if (c === ']') {
      inClass = Math.max(0, inClass - 1);
      out += c;
    } else if (!inClass && (c === '^' || c === '$')) out += `\\${c}`;
    else out += c;
  }
  return new RegExp(`^(?:${out})$`, /\\[pP]\{/.test(out) ? 'u' : '');
}

const compiled = new Map<string, RegExp | null>();

/** Compiled once per pattern (a check runs it on every element); null when it cannot be compiled. */
function patternRegex(pattern: string): RegExp | null {
  let re = compiled.get(pattern);
  if (re === undefined) {
    try {
      re = xsdRegex(pattern);
    } catch {
      re = null;
    }
    if (compiled.size > 1000) compiled.clear();
    compiled.set(pattern, re);
  }
  return re;
}

export function matchesRestriction(r: IdsRestriction, actual: ModelValue): boolean {
  if (r.enumeration && !enumerationHas(r.enumeration, actual)) return false;
  if (r.pattern) {
    if (typeof actual !== 'string') return false;
    for (const p of r.pattern) {
      const re = patternRegex(p);
      if (!re?.test(actual)) return false;
    }
  }
  const length = pythonText(actual).length;
  if (r.length !== undefined && length !== Number(r.length)) return false;
  if (r.minLength !== undefined && length < Number(r.minLength)) return false;
  if (r.maxLength !== undefined && length > Number(r.maxLength)) return false;
  const bounds: [string | undefined, (a: number, b: number) => boolean][] = [
    [r.minInclusive, (a, b) => a >= b],
    [r.maxInclusive, (a, b) => a <= b],
    [r.minExclusive, (a, b) => a > b],
    [r.maxExclusive, (a, b) => a < b],
  ];
  for (const [bound, ok] of bounds) {
    if (bound === undefined) continue;
    const a = asFloat(actual);
    const b = readFloat(bound);
    if (a === undefined || b === undefined || !ok(a, b)) return false;
  }
  return true;
}

/** An IDS parameter (exact value or restriction) against a model value. */
export function matches(expected: IdsValue, actual: ModelValue): boolean {
  return 'simple' in expected
    ? equalsSimple(expected.simple, actual)
    : matchesRestriction(expected.restriction, actual);
}

/** For names (entity, property set, property, system): text only. */
export function matchesText(expected: IdsValue, actual: string | undefined | null): boolean {
  if (actual === undefined || actual === null) return false;
  return matches(expected, actual);
}

export function describeValue(v: IdsValue): string {
  if ('simple' in v) return v.simple;
  const r = v.restriction;
  if (r.enumeration) return `one of ${r.enumeration.join(', ')}`;
  if (r.pattern) return `matching ${r.pattern.join(' and ')}`;
  const parts = Object.entries(r)
    .filter(([k]) => k !== 'base')
    .map(([k, val]) => `${k} ${String(val)}`);
  return parts.join(', ');
}
