import type { AuditAction } from '@atelier/contract/audit';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { QueryLoadMore } from '../../../components/ui/load-more';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { toastError } from '../../../lib/error-toast';
import { loadedItems } from '../../../lib/paged-list';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useExportAudit } from '../api/export-audit';
import { useAuditLog } from '../api/get-audit-log';
import type { AuditFilterValues } from '../api/keys';
import { AuditFilters } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';
import { AUDIT_ACTION_LABELS, AUDIT_UI_TEXT } from '../messages';
import styles from './audit-log-page.module.css';

const TYPING_PAUSE_MS = 300;
const NAMES = ['action', 'user', 'actor', 'email', 'method', 'from', 'to'] as const;

/** The filters the address holds (`?action=…&user=…`); an action the log does not know is left out. */
function filtersOf(search: URLSearchParams): AuditFilterValues {
  const values: AuditFilterValues = {};
  for (const name of NAMES) {
    const value = search.get(name);
    if (value) values[name] = value as AuditAction;
  }
  if (values.action && !(values.action in AUDIT_ACTION_LABELS)) delete values.action;
  return values;
}

const plural = (n: number) => `${n.toLocaleString('en')} entr${n === 1 ? 'y' : 'ies'}`;

/** /dashboard/admin/audit-log: who did what, when, from where; filtered, loaded a page at a time, exported. */
export function AuditLogPage() {
  const [search, setSearch] = useSearchParams();
  const values = filtersOf(search);
  // Typing asks the server once per pause; the fields show every key at once.
  const applied = filtersOf(new URLSearchParams(useDebouncedValue(search.toString(), TYPING_PAUSE_MS)));
  const outOfOrder = Boolean(applied.from && applied.to && applied.from > applied.to);
  const log = useAuditLog(outOfOrder ? { ...applied, to: undefined } : applied);
  const exporting = useExportAudit();
  const { items: entries, total } = loadedItems(log.data);
  const filtered = NAMES.some((name) => values[name]);
  const person = values.user ?? values.actor;
  // The account's name as an entry gives it: `user` filters by whom an entry concerns, `actor` by who did it.
  const side = values.user ? 'user' : 'actor';
  const personName = entries.map((e) => e[side]).find((p) => p?._id === person)?.name;

  function change(next: Partial<AuditFilterValues>) {
    const merged = { ...values, ...next };
    const params = new URLSearchParams();
    for (const name of NAMES) if (merged[name]) params.set(name, merged[name]);
    setSearch(params, { replace: true });
  }

  return (
    <Page
      title="Audit Log"
      description="Sign-ins, factor and role changes, deactivations and imports: who, what, when, from where."
    >
      <Card aria-label="Audit log">
        <AuditFilters values={values} onChange={change}>
          <Button
            variant="secondary"
            loading={exporting.isPending}
            disabled={outOfOrder}
            onClick={() =>
              exporting.mutate(applied, { onError: (e) => toastError(e, AUDIT_UI_TEXT.exportFailed) })
            }
          >
            Export CSV
          </Button>
        </AuditFilters>
        {person && (
          <p className={styles.scope}>
            Entries {values.user ? 'concerning' : 'by'} <strong>{personName ?? 'one account'}</strong>.{' '}
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => change({ user: undefined, actor: undefined })}
            >
              Show everyone
            </button>
          </p>
        )}
        {log.data && <p className={styles.count}>{plural(total)}</p>}
        {log.isPending && <Loading label="Loading the audit log…" />}
        {log.isError && !log.isFetchNextPageError && <p role="alert">{AUDIT_UI_TEXT.loadFailed}</p>}
        {log.data && entries.length === 0 && (
          <p className={styles.muted}>{filtered ? AUDIT_UI_TEXT.noMatches : AUDIT_UI_TEXT.empty}</p>
        )}
        {entries.length > 0 && <AuditTable entries={entries} stale={log.isPlaceholderData} />}
        <QueryLoadMore query={log} noun="entries" failureText={AUDIT_UI_TEXT.loadMoreFailed} />
      </Card>
    </Page>
  );
}
