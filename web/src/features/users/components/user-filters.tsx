import { ROLES, type Role } from '@atelier/contract/roles';
import { USER_STATUSES, type ManagedUser } from '@atelier/contract/users';
import type { ReactNode } from 'react';
import { SelectField, TextField } from '../../../components/ui/field';
import { BADGE_LABELS, ROLE_LABELS } from '../messages';
import styles from './user-filters.module.css';

const ROLE_OPTIONS = [
  { value: '', label: 'All roles' },
  ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
];
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...USER_STATUSES.map((status) => ({ value: status, label: BADGE_LABELS[status] })),
];

interface UserFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  role: Role | '';
  onRole: (value: Role | '') => void;
  status: ManagedUser['status'] | '';
  onStatus: (value: ManagedUser['status'] | '') => void;
  /** The page's own action beside the filters (Create user). */
  children?: ReactNode;
}

export function UserFilters({
  search,
  onSearch,
  role,
  onRole,
  status,
  onStatus,
  children,
}: UserFiltersProps) {
  return (
    <div className={styles.bar}>
      <form role="search" className={styles.filters} onSubmit={(event) => event.preventDefault()}>
        <TextField
          className={styles.search}
          label="Search"
          type="search"
          placeholder="Name or e-mail"
          autoComplete="off"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
        <SelectField
          className={styles.select}
          label="Role"
          options={ROLE_OPTIONS}
          value={role}
          onChange={(event) => onRole(event.target.value as Role | '')}
        />
        <SelectField
          className={styles.select}
          label="Status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(event) => onStatus(event.target.value as ManagedUser['status'] | '')}
        />
      </form>
      {children}
    </div>
  );
}
