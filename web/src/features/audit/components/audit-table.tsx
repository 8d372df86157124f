import type { AuditEntry } from '@atelier/contract/audit';
import { cell, DASH, DataTable, EmailAddress, When } from '../../../components/ui/data-table';
import { DataTableHead } from '../../../components/ui/table-parts';
import { AUDIT_ACTION_LABELS } from '../messages';
import styles from './audit-table.module.css';

const valueText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The detail's fields as `name: value` pairs ("count: 2 · reason: wrong-password"); a change's
 * `from` and `to` as "student → smartLABS" first (the database keeps no key order).
 */
export function detailText(detail: Record<string, unknown>): string {
  const { from, to, ...rest } = detail;
  const change = from !== undefined && to !== undefined ? [`${valueText(from)} → ${valueText(to)}`] : [];
  const others = from !== undefined && to !== undefined ? rest : detail;
  return [...change, ...Object.entries(others).map(([name, value]) => `${name}: ${valueText(value)}`)].join(
    ' · ',
  );
}

/** A person an entry names: their name and e-mail; a dash for nobody (not signed in, or deleted). */
function Person({ person, fallbackEmail }: { person: AuditEntry['actor']; fallbackEmail?: string }) {
  if (!person) return fallbackEmail ? <EmailAddress email={fallbackEmail} /> : DASH;
  return (
    <span className={styles.who}>
      <span className={styles.name}>{person.name}</span>
      <span className={styles.email}>
        <EmailAddress email={person.email} />
      </span>
    </span>
  );
}

/** The audit log, newest first: a table on a wide screen, one card per entry on a narrow one. */
export function AuditTable({ entries, stale }: { entries: readonly AuditEntry[]; stale?: boolean }) {
  return (
    <DataTable label="Audit log" className={styles.table} busy={stale}>
      <DataTableHead
        columns={['When', 'Action', 'By', 'Concerning', 'Method', 'Address', 'Detail']}
        actions={false}
      />
      <tbody>
        {entries.map((entry) => (
          <tr key={entry._id}>
            <td className={styles.when}>
              <When iso={entry.at} time="medium" />
            </td>
            <th scope="row" className={`${cell.rowHeading} ${styles.action}`}>
              <span className={styles.actionName} data-action={entry.action}>
                {AUDIT_ACTION_LABELS[entry.action] ?? entry.action}
              </span>
            </th>
            <td className={`${styles.person} ${styles.labelled}`} data-label="By">
              <Person person={entry.actor} />
            </td>
            <td className={`${styles.person} ${styles.labelled}`} data-label="Concerning">
              <Person person={entry.user} fallbackEmail={entry.email} />
            </td>
            <td className={`${styles.method} ${styles.labelled}`} data-label="Method">
              {entry.method || DASH}
            </td>
            <td className={`${cell.nowrap} ${styles.labelled}`} data-label="Address">
              {entry.ip || DASH}
            </td>
            <td className={`${cell.muted} ${styles.detail} ${styles.labelled}`} data-label="Detail">
              {detailText(entry.detail) || DASH}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
