import type { Role } from '@atelier/contract/roles';
import type { ManagedUser } from '@atelier/contract/users';
import { DataTable } from '../../../components/ui/data-table';
import { DataTableHead } from '../../../components/ui/table-parts';
import { UserRow, type UserAction } from './user-row';
import styles from './user-table.module.css';

interface UserTableProps {
  users: readonly ManagedUser[];
  /** The signed-in admin, whose own role and status cannot be changed here. */
  currentUserId: string;
  onChangeRole: (user: ManagedUser, role: Role) => void;
  onDeactivate: (user: ManagedUser) => void;
  onReactivate: (user: ManagedUser) => void;
  onResendInvite: (user: ManagedUser) => void;
  onEndSessions: (user: ManagedUser) => void;
  /** The row a change is being sent for, and which change. */
  busy?: { id: string; action: UserAction };
  /** A newer page or search is loading. */
  stale?: boolean;
}

export function UserTable({ users, currentUserId, busy, stale, ...handlers }: UserTableProps) {
  return (
    <DataTable label="User list" className={styles.table} scrollerClassName={styles.frame} busy={stale}>
      <DataTableHead columns={['Name', 'Email', 'Role', 'Status', 'Last login']} />
      <tbody>
        {users.map((user) => (
          <UserRow
            key={user._id}
            user={user}
            own={user._id === currentUserId}
            busy={busy?.id === user._id ? busy.action : undefined}
            {...handlers}
          />
        ))}
      </tbody>
    </DataTable>
  );
}
