import { formatBytes, formatSpan, type StorageUsage } from '@atelier/contract/metrics';
import { TitledCard } from '../../../components/ui/card';
import { DataTable } from '../../../components/ui/data-table';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { DataTableHead } from '../../../components/ui/table-parts';
import { useStorageUsage } from '../api/get-storage-usage';
import styles from './storage-page.module.css';

/** What each kind of upload is, for people. */
const KIND_LABELS: Record<string, string> = {
  forum: 'Community attachments',
  events: 'Event registration PDFs',
  assignments: 'Assignment covers',
  submissions: 'Assignment task files',
  models: 'BIM models and their readings',
  'pin-snapshots': 'Review pin snapshots',
};

const files = (n: number) => `${n.toLocaleString('en')} file${n === 1 ? '' : 's'}`;
const percent = (part: number, whole: number) =>
  whole > 0 ? Math.min(100, Math.round((part / whole) * 1000) / 10) : 0;

function Usage({ usage }: { usage: StorageUsage }) {
  const used = percent(usage.bytes, usage.quota.totalBytes);
  return (
    <>
      <TitledCard headingId="storage-used" title="Uploaded files">
        <p className={styles.figure}>
          <strong>{formatBytes(usage.bytes)}</strong> of {formatBytes(usage.quota.totalBytes)} used ·{' '}
          {files(usage.files)}
        </p>
        <meter
          className={styles.meter}
          min={0}
          max={usage.quota.totalBytes}
          value={usage.bytes}
          high={usage.quota.totalBytes * 0.8}
          aria-label={`Storage used: ${used} %`}
        />
        <DataTable label="Storage by kind" className={styles.table}>
          <caption className={styles.caption}>By kind</caption>
          <DataTableHead columns={['Kind', 'Files', 'Size']} actions={false} />
          <tbody>
            {usage.kinds.map((kind) => (
              <tr key={kind.kind}>
                <th scope="row">{KIND_LABELS[kind.kind] ?? kind.kind}</th>
                <td>{kind.files.toLocaleString('en')}</td>
                <td>{formatBytes(kind.bytes)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </TitledCard>
      <TitledCard
        headingId="storage-quotas"
        title="Upload quotas"
        description="Set with UPLOAD_QUOTA_* on the server (docs/deploy.md)."
      >
        <dl className={styles.quotas}>
          <dt>Each member</dt>
          <dd>
            {formatBytes(usage.quota.userBytes)} per {formatSpan(usage.quota.windowMs)}
          </dd>
          <dt>Anonymous visitors together</dt>
          <dd>
            {formatBytes(usage.quota.anonymousBytes)} per {formatSpan(usage.quota.windowMs)}
          </dd>
          <dt>Every file together</dt>
          <dd>{formatBytes(usage.quota.totalBytes)}</dd>
        </dl>
      </TitledCard>
    </>
  );
}

/** /dashboard/admin/storage: how much the uploads take, by kind, against the quotas (issue 25). */
export function StoragePage() {
  const usage = useStorageUsage();
  return (
    <Page
      className={styles.page}
      title="Storage"
      description="What uploaded files take on the server; files no longer used are removed every hour."
    >
      {usage.isPending && <Loading label="Loading the storage figure…" />}
      {usage.isError && <p role="alert">The storage figure could not be loaded. Please try again.</p>}
      {usage.data && <Usage usage={usage.data} />}
    </Page>
  );
}
