import type { StorageUsage } from '@atelier/contract/metrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { metricKeys } from './keys';

/** GET /api/metrics/storage (admin): the uploaded files kept, in all and by kind, and the quotas. */
export function getStorageUsage(signal?: AbortSignal): Promise<StorageUsage> {
  return apiFetch<StorageUsage>('/metrics/storage', { signal });
}

export const storageUsageQueryOptions = () =>
  queryOptions({
    queryKey: metricKeys.storage(),
    queryFn: ({ signal }) => getStorageUsage(signal),
  });

export function useStorageUsage() {
  return useQuery(storageUsageQueryOptions());
}
