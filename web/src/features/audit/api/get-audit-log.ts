import type { AuditPage } from '@atelier/contract/audit';
import { AUDIT_LIMITS } from '@atelier/contract/audit-values';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { cursorPaging } from '../../../lib/paged-list';
import { auditKeys, type AuditFilterValues } from './keys';

/** The filters as a query string (`&`-joined, no `?`), in a fixed order. */
export function auditSearch(filters: AuditFilterValues): string {
  const params = new URLSearchParams();
  for (const name of ['action', 'user', 'actor', 'email', 'method', 'from', 'to'] as const) {
    const value = filters[name]?.trim();
    if (value) params.set(name, value);
  }
  return params.toString();
}

/** GET /api/admin/audit?limit=&cursor=&… (admin): one page of the log, newest first. */
export function getAuditLog(
  filters: AuditFilterValues,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<AuditPage> {
  const params = new URLSearchParams(auditSearch(filters));
  params.set('limit', String(AUDIT_LIMITS.pageSize));
  if (cursor) params.set('cursor', cursor);
  return apiFetch<AuditPage>(`/admin/audit?${params}`, { signal });
}

export const auditLogQueryOptions = (filters: AuditFilterValues) =>
  infiniteQueryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getAuditLog(filters, pageParam, signal),
    ...cursorPaging,
  });

export function useAuditLog(filters: AuditFilterValues) {
  // The entries stay in place while the next filters' page loads.
  return useInfiniteQuery({ ...auditLogQueryOptions(filters), placeholderData: keepPreviousData });
}
