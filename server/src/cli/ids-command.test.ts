import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER = fileURLToPath(new URL('../../', import.meta.url));
const CASES = 'test/ids-conformance/testcases';

/** `npm run ids -- …` runs this same file with tsx; the test starts it as its own process. */
function ids(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/ids.ts', ...args], {
    cwd: SERVER,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe('npm run ids -- check MODEL SPEC', () => {
  it('exits 0 and prints the report when the model passes', () => {
    const run = ids(
      'check',
      `${CASES}/ids/pass-a_minimal_ids_can_check_a_minimal_ifc_2_2.ifc`,
      `${CASES}/ids/pass-a_minimal_ids_can_check_a_minimal_ifc_2_2.ids`,
    );
    expect(run.code).toBe(0);
    expect(run.out).toContain('PASS  A minimal ids can check a minimal ifc (2/2) (optional)');
  });

  it('exits 1 and gives each specification as JSON with --json when it fails', () => {
    const run = ids('check', 'test/bim/walls.ifc', 'test/bim/walls.ids', '--json');
    expect(run.code).toBe(1);
    const report = JSON.parse(run.out) as {
      specifications: {
        name: string;
        status: string;
        applicable: number;
        passed: number;
        failed: number;
        failures: { element: string; reason: string }[];
      }[];
    };
    expect(report.specifications[0]).toMatchObject({
      name: 'Walls have a fire rating',
      status: 'fail',
      applicable: 2,
      passed: 1,
      failed: 1,
      failures: [{ element: "IfcWall 'Wall-Ext-01'", reason: 'Pset_WallCommon.FireRating is missing' }],
    });
  });

  it('exits 2 when the IDS is invalid, saying why', () => {
    const run = ids(
      'check',
      `${CASES}/entity/invalid-invalid_entities_always_fail.ifc`,
      `${CASES}/entity/invalid-invalid_entities_always_fail.ids`,
    );
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/not a valid IDS: .*IFCRABBIT/);
  });

  it('exits 3 when the model cannot be read (a renamed PDF)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ids-cli-'));
    const pdf = join(dir, 'model.ifc');
    writeFileSync(pdf, '%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');
    const run = ids('check', pdf, 'test/bim/walls.ids');
    expect(run.code).toBe(3);
    expect(run.err).toMatch(/not an IFC model/);
  });

  it('exits 64 with the usage on wrong arguments', () => {
    const run = ids('verify', 'a.ifc');
    expect(run.code).toBe(64);
    expect(run.err).toContain('Usage: npm run ids -- check MODEL.ifc SPEC.ids [--json]');
  });
});
