import type { AuditAction } from '@atelier/contract/audit';
import type { ReactNode } from 'react';
import { SelectField, TextField } from '../../../components/ui/field';
import type { AuditFilterValues } from '../api/keys';
import { AUDIT_ACTION_LABELS, AUDIT_UI_TEXT } from '../messages';
import styles from './audit-filters.module.css';

const ACTION_OPTIONS = [
  { value: '', label: 'All actions' },
  ...(Object.keys(AUDIT_ACTION_LABELS) as AuditAction[]).map((action) => ({
    value: action,
    label: AUDIT_ACTION_LABELS[action],
  })),
];

interface AuditFiltersProps {
  values: AuditFilterValues;
  onChange: (change: Partial<AuditFilterValues>) => void;
  /** The page's own action beside the filters (Export CSV). */
  children?: ReactNode;
}

/** What the log can be narrowed to; every change goes to the address, so a reload keeps it. */
export function AuditFilters({ values, onChange, children }: AuditFiltersProps) {
  const outOfOrder = Boolean(values.from && values.to && values.from > values.to);
  return (
    <div className={styles.bar}>
      <form
        role="search"
        aria-label="Audit log filters"
        className={styles.filters}
        onSubmit={(e) => e.preventDefault()}
      >
        <SelectField
          className={styles.action}
          label="Action"
          options={ACTION_OPTIONS}
          value={values.action ?? ''}
          onChange={(event) =>
            onChange({ action: (event.target.value || undefined) as AuditAction | undefined })
          }
        />
        <TextField
          className={styles.email}
          label="E-mail contains"
          type="search"
          autoComplete="off"
          value={values.email ?? ''}
          onChange={(event) => onChange({ email: event.target.value })}
        />
        <TextField
          className={styles.method}
          label="Method"
          type="search"
          autoComplete="off"
          placeholder="password, passkey…"
          value={values.method ?? ''}
          onChange={(event) => onChange({ method: event.target.value })}
        />
        {(['from', 'to'] as const).map((name) => (
          <TextField
            key={name}
            className={styles.date}
            label={name === 'from' ? 'From' : 'To'}
            type="date"
            value={values[name] ?? ''}
            min={name === 'to' ? values.from || undefined : undefined}
            error={name === 'to' && outOfOrder ? AUDIT_UI_TEXT.datesOutOfOrder : null}
            onChange={(event) => onChange({ [name]: event.target.value })}
          />
        ))}
      </form>
      {children}
    </div>
  );
}
