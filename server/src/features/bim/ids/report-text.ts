/** The IDS report as a person reads it in a terminal or a log: one block per specification. */
import type { IdsReport } from './check';

const SHOWN_FAILURES = 20;

export function reportText(report: IdsReport): string {
  const lines = [`${report.title || 'IDS'}: ${report.status === 'pass' ? 'PASS' : 'FAIL'}`];
  for (const s of report.specifications) {
    lines.push(
      '',
      `${s.status === 'pass' ? 'PASS' : 'FAIL'}  ${s.name} (${s.usage})`,
      `      ${s.applicable} applicable, ${s.passed} passed, ${s.failed} failed`,
    );
    for (const f of s.failures.slice(0, SHOWN_FAILURES)) lines.push(`      - ${f.element}: ${f.reason}`);
    if (s.failed > SHOWN_FAILURES) lines.push(`      … and ${s.failed - SHOWN_FAILURES} more`);
    if (s.status === 'fail' && !s.failed && s.usage === 'required') {
      lines.push('      - nothing in the model is applicable, and this specification is required');
    }
  }
  return lines.join('\n');
}
