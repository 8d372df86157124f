import type { Summary } from '@atelier/contract/summaries';
import { apiRead } from '../../../lib/api-read';
import { summaryKeys } from './keys';

/** GET /api/smartlabs/session-summary (smartLABS and admins): newest session first. */
const summaries = apiRead<Summary[]>({
  key: summaryKeys.list,
  path: () => '/smartlabs/session-summary',
});

export const summariesQueryOptions = summaries.options;
export const useSummaries = summaries.use;
