import type { Role } from '@atelier/contract/roles';
import { USER_LIMITS, type ManagedUser } from '@atelier/contract/users';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Button, buttonClass } from '../../../components/ui/button';
import { FileTextIcon } from '../../../components/ui/icons';
import { Card } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { useCurrentUser } from '../../../lib/session/session-context';
import { useExportUsers } from '../api/export-users';
import { useUsers } from '../api/get-users';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pager } from '../../../components/ui/pager';
import { CreateUserDialog } from '../components/create-user-dialog';
import { UserFilters } from '../components/user-filters';
import { UserTable } from '../components/user-table';
import { USER_UI_TEXT } from '../messages';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useUserActions } from '../hooks/use-user-actions';
import styles from './user-management-page.module.css';

const SEARCH_PAUSE_MS = 300;

/** /dashboard/admin/user-management: find users, create them by invitation, change roles, deactivate. */
export function UserManagementPage() {
  const me = useCurrentUser();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, SEARCH_PAUSE_MS).trim();
  const [role, setRole] = useState<Role | ''>('');
  const [status, setStatus] = useState<ManagedUser['status'] | ''>('');
  // New filters start at page 1: the page belongs to the filters it was chosen under.
  const filterKey = JSON.stringify([q, role, status]);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const users = useUsers({ q, role: role || undefined, status: status || undefined, page });
  const actions = useUserActions();
  const [creating, setCreating] = useState(false);
  const exportCsv = useExportUsers();
  const { confirming } = actions;
  const list = users.data;
  const filtered = Boolean(q || role || status);

  return (
    <Page title="User Management" description="Invite people, change their role, or deactivate an account.">
      <Card>
        <UserFilters
          search={search}
          onSearch={setSearch}
          role={role}
          onRole={setRole}
          status={status}
          onStatus={setStatus}
        >
          <div className={styles.actions}>
            <Link to="import" className={buttonClass({ variant: 'secondary' })}>
              Import roster
            </Link>
            <Button
              variant="secondary"
              loading={exportCsv.isPending}
              onClick={() =>
                exportCsv.mutate(undefined, { onError: () => toast.error(USER_UI_TEXT.exportFailed) })
              }
            >
              <FileTextIcon size={18} /> Export CSV
            </Button>
            <Button onClick={() => setCreating(true)}>Create user</Button>
          </div>
        </UserFilters>
        {users.isPending && <Loading label="Loading users…" />}
        {users.isError && !list && <p role="alert">{USER_UI_TEXT.loadFailed}</p>}
        {list && list.items.length === 0 && <p>{filtered ? USER_UI_TEXT.noMatches : USER_UI_TEXT.noUsers}</p>}
        {list && list.items.length > 0 && (
          <UserTable
            users={list.items}
            currentUserId={me._id}
            busy={actions.busy}
            stale={users.isPlaceholderData}
            onChangeRole={actions.onChangeRole}
            onDeactivate={actions.onDeactivate}
            onReactivate={actions.onReactivate}
            onResendInvite={actions.onResendInvite}
            onEndSessions={actions.onEndSessions}
          />
        )}
        {list && (list.total > 0 || page > 1) && (
          <Pager
            page={page}
            pageSize={USER_LIMITS.pageSize}
            total={list.total}
            noun={{ one: 'user', many: 'users' }}
            onPage={(next) => setPaging({ filterKey, page: next })}
          />
        )}
      </Card>
      {creating && <CreateUserDialog onClose={() => setCreating(false)} />}
      {confirming && (
        <ConfirmDialog
          title={
            confirming.kind === 'role'
              ? USER_UI_TEXT.roleTitle(confirming.user.name, confirming.role)
              : confirming.kind === 'endSessions'
                ? USER_UI_TEXT.endSessionsTitle(confirming.user.name)
                : USER_UI_TEXT.deactivateTitle(confirming.user.name)
          }
          confirmLabel={
            confirming.kind === 'role'
              ? 'Change role'
              : confirming.kind === 'endSessions'
                ? 'Sign out'
                : 'Deactivate'
          }
          danger={confirming.kind !== 'role'}
          pending={actions.confirmPending}
          onConfirm={actions.confirm}
          onClose={actions.cancel}
        >
          {confirming.kind === 'role'
            ? USER_UI_TEXT.roleBody
            : confirming.kind === 'endSessions'
              ? USER_UI_TEXT.endSessionsBody
              : USER_UI_TEXT.deactivateBody}
        </ConfirmDialog>
      )}
    </Page>
  );
}
