import type { Role } from '@atelier/contract/roles';
import { USER_LIMITS, type ManagedUser, type UserPage } from '@atelier/contract/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRead } from '../../../lib/api-read';
import { userKeys } from './keys';

export interface UserListFilters {
  q: string;
  role?: Role;
  status?: ManagedUser['status'];
  page: number;
}

/** The query string of a list request (`pageQuery`: a page of USER_LIMITS.pageSize); empty filters are left out. */
export function userListSearch({ q, role, status, page }: UserListFilters): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (role) params.set('role', role);
  if (status) params.set('status', status);
  params.set('page', String(page));
  params.set('limit', String(USER_LIMITS.pageSize));
  return params.toString();
}

/** GET /api/users: one page of users matching the filters (admins only). */
const users = apiRead<UserPage, [filters: UserListFilters]>({
  key: userKeys.list,
  path: (filters) => `/users?${userListSearch(filters)}`,
});

export const usersQueryOptions = users.options;

export function useUsers(filters: UserListFilters) {
  // The table stays in place while the next page or search loads.
  return useQuery({ ...usersQueryOptions(filters), placeholderData: keepPreviousData });
}
