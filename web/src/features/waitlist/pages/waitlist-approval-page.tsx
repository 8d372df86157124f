import { WAITLIST_ERRORS, WAITLIST_LIMITS, type WaitlistEntry } from '@atelier/contract/waitlist';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { FileTextIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { toastError } from '../../../lib/error-toast';
import { useApproveEntry } from '../api/approve-entry';
import { useExportWaitlist } from '../api/export-waitlist';
import { useWaitlist } from '../api/get-waitlist';
import { ApproveDialog } from '../components/approve-dialog';
import { Pager } from '../../../components/ui/pager';
import { WaitlistTable } from '../components/waitlist-table';
import { WAITLIST_MESSAGES, WAITLIST_UI_TEXT } from '../messages';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import styles from './waitlist-approval-page.module.css';

const PAGE_SIZE = WAITLIST_LIMITS.pageSize;
const SEARCH_DELAY_MS = 300;

/** spec-1 §8: a refusal the admin can act on (already approved, the account exists) in the server's words. */
const actionable = new Set<string>([
  WAITLIST_ERRORS.alreadyApproved.code,
  WAITLIST_ERRORS.accountExists.code,
]);
const approvalFailed = (error: unknown) =>
  toastError(error, WAITLIST_MESSAGES.approvalFailed, {
    spoken: (refused) => actionable.has(refused.code ?? ''),
  });

/** /dashboard/admin/waitlist-approval: the Waitlist Approval Panel (spec-1 §2, §9). */
export function WaitlistApprovalPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const list = useWaitlist({ q, page });
  const approve = useApproveEntry();
  const exportCsv = useExportWaitlist();
  const [approving, setApproving] = useState<WaitlistEntry | null>(null);

  function onConfirm() {
    if (!approving) return;
    approve.mutate(approving._id, {
      onSuccess: ({ message, inviteSent }) => {
        if (inviteSent) toast.success(message);
        else toast.warning(message);
      },
      onError: approvalFailed,
      onSettled: () => setApproving(null),
    });
  }

  return (
    <Page
      className={styles.page}
      title="Approve Waitlist"
      description="Everyone on the waitlist. Approving creates a student account and e-mails the invitation."
    >
      <Card>
        <div className={styles.toolbar}>
          <TextField
            className={styles.search}
            label="Search"
            type="search"
            placeholder="Name, e-mail, institution or code"
            value={search}
            maxLength={WAITLIST_LIMITS.search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
          <Button
            variant="secondary"
            onClick={() =>
              exportCsv.mutate(undefined, { onError: () => toast.error(WAITLIST_UI_TEXT.exportFailed) })
            }
            loading={exportCsv.isPending}
          >
            <FileTextIcon size={18} /> Export CSV
          </Button>
        </div>
        {list.isPending && <Loading label="Loading the waitlist…" />}
        {list.isError && !list.data && <p role="alert">{WAITLIST_UI_TEXT.loadFailed}</p>}
        {list.data?.items.length === 0 && (
          <p className={styles.empty}>{q ? WAITLIST_UI_TEXT.noMatches(q) : WAITLIST_UI_TEXT.empty}</p>
        )}
        {list.data && list.data.items.length > 0 && (
          <WaitlistTable
            entries={list.data.items}
            onApprove={setApproving}
            busyId={approve.isPending ? approve.variables : undefined}
          />
        )}
        {list.data && list.data.total > 0 && (
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={list.data.total}
            noun={{ one: 'person', many: 'people' }}
            onPage={setPage}
          />
        )}
      </Card>
      {approving && (
        <ApproveDialog
          entry={approving}
          pending={approve.isPending}
          onConfirm={onConfirm}
          onClose={() => setApproving(null)}
        />
      )}
    </Page>
  );
}
