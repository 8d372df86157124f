import type { IdsFailure, IdsReport, IdsSpecificationReport } from '@atelier/contract/models';
import { CheckIcon, CloseIcon } from '../../../components/ui/icons';
import styles from './model-report.module.css';

/** Failures listed openly; a longer list waits behind a disclosure that says how many it holds. */
const OPEN_FAILURES = 5;

const USAGE: Record<IdsSpecificationReport['usage'], string> = {
  required: 'Required',
  optional: 'Optional',
  prohibited: 'Prohibited',
};

/** The GlobalIds of the elements the report lists as failing, once each, for the viewer to colour. */
export function failingGlobalIds(report: IdsReport | null | undefined): string[] {
  if (!report) return [];
  const ids = new Set<string>();
  for (const spec of report.specifications) {
    for (const failure of spec.failures) if (failure.globalId) ids.add(failure.globalId);
  }
  return [...ids];
}

/** Pass or fail in words with an icon, so the state never rests on colour alone. */
function Verdict({ status, children }: { status: 'pass' | 'fail'; children: string }) {
  const Icon = status === 'pass' ? CheckIcon : CloseIcon;
  return (
    <span className={styles.verdict} data-status={status}>
      <Icon size={14} aria-hidden="true" />
      {children}
    </span>
  );
}

function FailureList({ failures, failed }: { failures: IdsFailure[]; failed: number }) {
  const more = failed - failures.length;
  const list = (
    <ul className={styles.failures}>
      {failures.map((f, i) => (
        <li key={`${f.globalId ?? f.element}-${i}`}>
          <span className={styles.element}>{f.element}</span>: {f.reason}
        </li>
      ))}
      {more > 0 && <li className={styles.more}>and {more} more</li>}
    </ul>
  );
  if (failures.length <= OPEN_FAILURES) return list;
  return (
    <details className={styles.disclosure}>
      <summary>
        {failed} {failed === 1 ? 'failure' : 'failures'}
      </summary>
      {list}
    </details>
  );
}

function Specification({ spec }: { spec: IdsSpecificationReport }) {
  return (
    <li className={styles.spec}>
      <div className={styles.specHead}>
        <h4 className={styles.specName}>{spec.name}</h4>
        <span className={styles.usage}>{USAGE[spec.usage]}</span>
        <Verdict status={spec.status}>{spec.status === 'pass' ? 'Passes' : 'Fails'}</Verdict>
      </div>
      {spec.description && <p className={styles.description}>{spec.description}</p>}
      <p className={styles.counts}>
        {spec.applicable} applicable · {spec.passed} passed · {spec.failed} failed
      </p>
      {spec.failed > 0 && <FailureList failures={spec.failures} failed={spec.failed} />}
    </li>
  );
}

/** A model's IDS report (issue 28): the verdict, then each specification with its counts and failures. */
export function ModelReport({ report }: { report: IdsReport }) {
  const failing = report.specifications.filter((s) => s.status === 'fail').length;
  return (
    <section className={styles.report} aria-label={`IDS report: ${report.title}`}>
      <div className={styles.head}>
        <h3 className={styles.title}>{report.title}</h3>
        <Verdict status={report.status}>
          {report.status === 'pass'
            ? 'The model passes the IDS'
            : `The model fails ${failing} of ${report.specifications.length} specifications`}
        </Verdict>
      </div>
      {report.specifications.length === 0 ? (
        <p className={styles.description}>This IDS holds no specifications.</p>
      ) : (
        <ul className={styles.specs}>
          {report.specifications.map((spec, i) => (
            <Specification key={`${spec.name}-${i}`} spec={spec} />
          ))}
        </ul>
      )}
    </section>
  );
}
