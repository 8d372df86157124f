import type { ElementRef, IdsReport, ModelDiff as Diff } from '@atelier/contract/models';
import { Loading } from '../../../components/ui/loading';
import { errorText } from '../../../lib/error-text';
import { useModelDiff, type ReviewTarget } from './review-api';
import styles from './model-diff.module.css';

/** `IfcWall 'Wall-Ext-01'`, as the IDS report names an element. */
const elementName = (e: ElementRef) => (e.name ? `${e.type} '${e.name}'` : e.type);
const value = (v: string | null) => v ?? '—';

function Elements({ title, count, children }: { title: string; count: number; children: React.ReactNode[] }) {
  return (
    <section className={styles.group} aria-label={`${title}: ${count}`}>
      <h3 className={styles.groupTitle}>
        {title} <span>({count})</span>
      </h3>
      {count === 0 ? (
        <p className={styles.muted}>None.</p>
      ) : (
        <ul className={styles.elements}>
          {children}
          {count > children.length && <li className={styles.muted}>and {count - children.length} more</li>}
        </ul>
      )}
    </section>
  );
}

const VERDICT = { pass: 'Passes', fail: 'Fails' } as const;

/** Both revisions' IDS results, specification by specification (matched by name). */
function IdsSideBySide({ from, to }: { from: Diff['from']; to: Diff['to'] }) {
  if (!from.report && !to.report)
    return <p className={styles.muted}>Neither revision was checked against an IDS.</p>;
  const names = [
    ...new Set(
      [...(from.report?.specifications ?? []), ...(to.report?.specifications ?? [])].map((s) => s.name),
    ),
  ];
  const cell = (report: IdsReport | null, name: string) => {
    const spec = report?.specifications.find((s) => s.name === name);
    if (!spec) return <td className={styles.muted}>—</td>;
    return (
      <td data-status={spec.status}>
        {VERDICT[spec.status]} · {spec.passed} of {spec.applicable} passed
      </td>
    );
  };
  return (
    <table className={styles.ids}>
      <caption>IDS results</caption>
      <thead>
        <tr>
          <th scope="col">Specification</th>
          <th scope="col">Revision {from.revision}</th>
          <th scope="col">Revision {to.revision}</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            {cell(from.report, name)}
            {cell(to.report, name)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What changed between two revisions' models (issue 28): elements added, removed and changed, and both IDS results. */
export function ModelDiff({ target, from, to }: { target: ReviewTarget; from: number; to: number }) {
  const diff = useModelDiff(target, from, to);
  if (diff.isPending) return <Loading label="Comparing the models…" />;
  if (diff.isError) {
    return (
      <p role="alert" className={styles.muted}>
        {errorText(diff.error, 'Could not compare the models. Please try again.')}
      </p>
    );
  }
  const { counts, added, removed, changed } = diff.data;
  return (
    <section className={styles.diff} aria-label={`What changed from revision ${from} to revision ${to}`}>
      <p className={styles.counts}>
        {counts.added} added · {counts.removed} removed · {counts.changed} changed
      </p>
      <div className={styles.columns}>
        <Elements title="Added" count={counts.added}>
          {added.map((e) => (
            <li key={e.globalId}>{elementName(e)}</li>
          ))}
        </Elements>
        <Elements title="Removed" count={counts.removed}>
          {removed.map((e) => (
            <li key={e.globalId}>{elementName(e)}</li>
          ))}
        </Elements>
        <Elements title="Changed" count={counts.changed}>
          {changed.map((e) => (
            <li key={e.globalId}>
              {elementName(e)}
              <ul className={styles.changes}>
                {e.changes.map((c) => (
                  <li key={c.what}>
                    {c.what}: {value(c.before)} → {value(c.after)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </Elements>
      </div>
      <IdsSideBySide from={diff.data.from} to={diff.data.to} />
    </section>
  );
}
