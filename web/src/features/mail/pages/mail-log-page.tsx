import { MAIL_STATUSES } from '@atelier/contract/mail';
import { useSearchParams } from 'react-router';
import { Card, CardHeader } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/field';
import { QueryLoadMore } from '../../../components/ui/load-more';
import { loadedItems } from '../../../lib/paged-list';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { useMailLog, type MailStatus } from '../api/get-mail-log';
import { MailLogTable, STATUS_LABELS } from '../components/mail-log-table';
import { MAIL_UI_TEXT } from '../messages';
import styles from './mail-log-page.module.css';

const FILTERS = [
  { value: '', label: 'All' },
  ...MAIL_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

const isStatus = (value: string | null): value is MailStatus =>
  (MAIL_STATUSES as readonly string[]).includes(value ?? '');

const plural = (n: number) => `${n.toLocaleString('en')} e-mail${n === 1 ? '' : 's'}`;

/** /dashboard/admin/mail-log (beyond the spec): every e-mail the server sent or refused, newest first. */
export function MailLogPage() {
  // The filter is in the address (?status=…), so a reload or a shared link keeps it.
  const [searchParams, setSearchParams] = useSearchParams();
  const wanted = searchParams.get('status');
  const status = isStatus(wanted) ? wanted : undefined;
  const log = useMailLog(status);
  const { items: entries, total } = loadedItems(log.data);

  return (
    <Page
      className={styles.page}
      title="Mail Log"
      description="Every e-mail the server sent, could not send, or held back for an unsubscribed address."
    >
      <Card aria-labelledby="log-heading">
        <div className={styles.top}>
          <CardHeader id="log-heading" title="E-mails" description={log.data ? plural(total) : undefined} />
          <SelectField
            className={styles.filter}
            label="Status"
            options={FILTERS}
            value={status ?? ''}
            onChange={(event) =>
              setSearchParams(event.target.value ? { status: event.target.value } : {}, { replace: true })
            }
          />
        </div>
        {log.isPending && <Loading label="Loading the mail log…" />}
        {log.isError && !log.isFetchNextPageError && <p role="alert">{MAIL_UI_TEXT.logLoadFailed}</p>}
        {log.data && entries.length === 0 && (
          <p className={styles.muted}>{status ? MAIL_UI_TEXT.logEmptyFiltered : MAIL_UI_TEXT.logEmpty}</p>
        )}
        {entries.length > 0 && <MailLogTable entries={entries} />}
        <QueryLoadMore query={log} noun="e-mails" failureText={MAIL_UI_TEXT.logLoadMoreFailed} />
      </Card>
    </Page>
  );
}
