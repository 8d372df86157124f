import { describe, expect, it } from 'vitest';
import { matches, matchesRestriction, readFloat, withinTolerance, xsdRegex } from './values';

const real = (num: number) => ({ num, integer: false });
const int = (num: number) => ({ num, integer: true });

describe('IDS value comparison', () => {
  it('compares text exactly, case included', () => {
    expect(matches({ simple: 'EI60' }, 'EI60')).toBe(true);
    expect(matches({ simple: 'EI60' }, 'ei60')).toBe(false);
    expect(matches({ simple: '42' }, '42.0')).toBe(false);
  });

  it('reads numbers from the IDS text, reals within 1e-6 relative', () => {
    expect(matches({ simple: '0.3' }, real(0.3000002))).toBe(true);
    expect(matches({ simple: '0.3' }, real(0.3000004))).toBe(false);
    expect(matches({ simple: '-2' }, real(-2.000001))).toBe(true);
    expect(matches({ simple: '1e3' }, real(1000))).toBe(true);
    expect(matches({ simple: '42' }, int(42))).toBe(true);
    expect(matches({ simple: '42' }, int(43))).toBe(false);
    expect(matches({ simple: 'abc' }, real(1))).toBe(false);
  });

  it('has a tolerance that also holds around zero and negatives', () => {
    expect(withinTolerance(0, 0)).toBe(true);
    expect(withinTolerance(1e-9, 0)).toBe(false);
    expect(withinTolerance(-100.00005, -100)).toBe(true);
  });

  it('reads booleans only as true/false/1/0', () => {
    expect(matches({ simple: 'true' }, true)).toBe(true);
    expect(matches({ simple: 'TRUE' }, true)).toBe(false);
    expect(matches({ simple: '0' }, false)).toBe(true);
  });

  it('reads floats as Python does, refusing commas', () => {
    expect(readFloat(' 4.2e1 ')).toBe(42);
    expect(readFloat('42,3')).toBeUndefined();
    expect(readFloat('')).toBeUndefined();
  });
});

describe('IDS restrictions', () => {
  it('enumeration', () => {
    const r = { base: 'string', enumeration: ['A', 'B'] };
    expect(matchesRestriction(r, 'B')).toBe(true);
    expect(matchesRestriction(r, 'C')).toBe(false);
    expect(matchesRestriction({ base: 'double', enumeration: ['1', '2'] }, real(2))).toBe(true);
  });

  it('pattern as an XSD regex: anchored, ^ and $ literal, only on text', () => {
    expect(matchesRestriction({ base: 'string', pattern: ['EI\\d+'] }, 'EI60')).toBe(true);
    expect(matchesRestriction({ base: 'string', pattern: ['EI\\d+'] }, 'REI60')).toBe(false);
    expect(xsdRegex('a$').test('a$')).toBe(true);
    expect(xsdRegex('[^a]').test('b')).toBe(true);
    expect(xsdRegex('\\i\\c*').test('Wall_01')).toBe(true);
    expect(matchesRestriction({ base: 'string', pattern: ['.*'] }, real(1))).toBe(false);
  });

  it('bounds, inclusive and exclusive', () => {
    const r = { base: 'double', minInclusive: '0', maxExclusive: '10' };
    expect(matchesRestriction(r, real(0))).toBe(true);
    expect(matchesRestriction(r, real(10))).toBe(false);
    expect(matchesRestriction(r, real(-0.1))).toBe(false);
    expect(matchesRestriction(r, 'nine')).toBe(false);
  });

  it('lengths', () => {
    expect(matchesRestriction({ base: 'string', length: '3' }, 'abc')).toBe(true);
    expect(matchesRestriction({ base: 'string', minLength: '2', maxLength: '3' }, 'abcd')).toBe(false);
    expect(matchesRestriction({ base: 'string', minLength: '2' }, 'a')).toBe(false);
  });
});
