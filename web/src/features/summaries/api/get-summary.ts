import type { Summary } from '@atelier/contract/summaries';
import { apiPath, apiRead } from '../../../lib/api-read';
import { summaryKeys } from './keys';

/** GET /api/smartlabs/session-summary/:id (smartLABS and admins) */
const summary = apiRead<Summary, [id: string]>({
  key: summaryKeys.one,
  path: (id) => apiPath`/smartlabs/session-summary/${id}`,
});

export const summaryQueryOptions = summary.options;
export const useSummary = summary.use;
