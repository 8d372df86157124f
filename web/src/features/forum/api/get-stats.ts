import type { ForumStats } from '@atelier/contract/forum';
import { apiRead } from '../../../lib/api-read';
import { forumKeys } from './keys';

/** GET /api/forum/stats: the caller's Total Posts, Post impressions and Influence %. */
const stats = apiRead<ForumStats>({
  key: forumKeys.stats,
  path: () => '/forum/stats',
});

export const statsQueryOptions = stats.options;
export const useStats = stats.use;
