import { ROLES, type Role } from '@atelier/contract/roles';
import type { ManagedUser } from '@atelier/contract/users';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SwapLabel } from '../../../components/ui/table-parts';
import { badgeOf, ROLE_LABELS, USER_TEXT } from '../messages';
import { LastLogin } from './last-login';
import { StatusBadge } from './status-badge';
import styles from './user-table.module.css';

export type UserAction = 'role' | 'deactivate' | 'reactivate' | 'resendInvite' | 'endSessions';

interface UserRowProps {
  user: ManagedUser;
  own: boolean;
  busy?: UserAction;
  onChangeRole: (user: ManagedUser, role: Role) => void;
  onDeactivate: (user: ManagedUser) => void;
  onReactivate: (user: ManagedUser) => void;
  onResendInvite: (user: ManagedUser) => void;
  onEndSessions: (user: ManagedUser) => void;
}

export function UserRow({
  user,
  own,
  busy,
  onChangeRole,
  onDeactivate,
  onReactivate,
  onResendInvite,
  onEndSessions,
}: UserRowProps) {
  const noteId = useId();
  const deactivated = user.status === 'deactivated';
  // The server refuses these for one's own account; the row says why instead of letting it fail.
  const ownNote = own ? { 'aria-describedby': noteId, title: USER_TEXT.notYourself } : {};

  return (
    <tr className={deactivated ? styles.dimmed : undefined}>
      <th scope="row" className={styles.nameCell}>
        {/* Their page: the account and how they sign in (two-factor, passkeys, school accounts). */}
        <Link to={user._id} className={styles.name}>
          {user.name}
        </Link>
        {own && (
          <>
            <span className={styles.you}>You</span>
            <span id={noteId} className={styles.note}>
              {USER_TEXT.notYourself}
            </span>
          </>
        )}
      </th>
      <td className={styles.email} data-label="Email">
        {user.email}
      </td>
      <td data-label="Role">
        <select
          className={styles.roleSelect}
          aria-label={`Role of ${user.name}`}
          value={user.role}
          disabled={own || busy !== undefined}
          aria-busy={busy === 'role' || undefined}
          onChange={(event) => onChangeRole(user, event.target.value as Role)}
          {...ownNote}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </td>
      <td className={styles.statusCell} data-label="Status">
        <StatusBadge badge={badgeOf(user)} />
        {/* Beside what it is about, and out of the actions column, whose buttons then line up in every row. */}
        {user.invitePending && (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => onResendInvite(user)}
            disabled={busy !== undefined}
            aria-busy={busy === 'resendInvite' || undefined}
            aria-label={`Resend invite to ${user.name}`}
          >
            {busy === 'resendInvite' ? 'Sending…' : 'Resend invite'}
          </button>
        )}
      </td>
      <td className={styles.loginCell} data-label="Last login">
        <LastLogin at={user.lastLoginAt} />
      </td>
      <td className={styles.actions}>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onEndSessions(user)}
          // One's own sessions are ended from Settings › Active sessions; a deactivated user has none.
          disabled={own || deactivated || busy !== undefined}
          loading={busy === 'endSessions'}
          aria-label={`Sign out ${user.name} everywhere`}
          title={own ? 'End your own sessions under Settings' : undefined}
        >
          Sign out
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => (deactivated ? onReactivate(user) : onDeactivate(user))}
          disabled={own || (busy !== undefined && busy !== 'deactivate' && busy !== 'reactivate')}
          loading={busy === 'deactivate' || busy === 'reactivate'}
          aria-label={`${deactivated ? 'Reactivate' : 'Deactivate'} ${user.name}`}
          {...ownNote}
        >
          {/* Both words take the same room, so the button is as wide in every row. */}
          <SwapLabel
            words={['Reactivate', 'Deactivate']}
            current={deactivated ? 'Reactivate' : 'Deactivate'}
          />
        </Button>
      </td>
    </tr>
  );
}
