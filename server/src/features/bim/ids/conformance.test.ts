import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readIfc } from '../ifc/ifc-model';
import { checkIds } from './check';
import { InvalidIdsError, parseIds } from './ids-parse';

/** buildingSMART's IDS 1.0 implementers' cases, copied unedited (see server/test/ids-conformance). */
const ROOT = new URL('../../../../test/ids-conformance/testcases/', import.meta.url);

const cases = readdirSync(ROOT, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(new URL(`${d.name}/`, ROOT))
      .filter((f) => f.endsWith('.ids'))
      .map((f) => [`${d.name}/${f.replace(/\.ids$/, '')}`] as const),
  );

describe('IDS 1.0 conformance (buildingSMART test cases)', () => {
  it('finds every case', () => {
    expect(cases.length).toBe(256);
  });

  it.each(cases)('%s', (name) => {
    const outcome = name.split('/')[1]?.split('-')[0];
    const ids = () => parseIds(readFileSync(new URL(`${name}.ids`, ROOT)));
    if (outcome === 'invalid') {
      expect(ids).toThrow(InvalidIdsError);
      return;
    }
    const model = readIfc(readFileSync(new URL(`${name}.ifc`, ROOT)));
    const report = checkIds(model, ids());
    expect(report.status).toBe(outcome);
  });
});
