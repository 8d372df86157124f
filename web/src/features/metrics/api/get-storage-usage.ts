import type { StorageUsage } from '@atelier/contract/metrics';
import { apiRead } from '../../../lib/api-read';
import { metricKeys } from './keys';

/** GET /api/metrics/storage (admin): the uploaded files kept, in all and by kind, and the quotas. */
const storageUsage = apiRead<StorageUsage>({
  key: metricKeys.storage,
  path: () => '/metrics/storage',
});

export const storageUsageQueryOptions = storageUsage.options;
export const useStorageUsage = storageUsage.use;
