import type { ScheduleEntry } from '@atelier/contract/schedule';
import { apiRead } from '../../../lib/api-read';
import { scheduleKeys } from './keys';

/** GET /api/smartlabs/schedule (smartLABS and admins): every entry by date and time. */
const schedule = apiRead<ScheduleEntry[]>({
  key: scheduleKeys.entries,
  path: () => '/smartlabs/schedule',
});

export const scheduleQueryOptions = schedule.options;
export const useSchedule = schedule.use;
