import type { MyProgress } from '@atelier/contract/progress';
import { apiRead } from './api-read';

// Read by explore (the charts), progress and the app (the course cards), and features do not
// import each other: so in lib.

/** GET /api/progress/me: the caller's active days, quiz scores and chapters opened per course. */
const myProgress = apiRead<MyProgress>({ key: () => ['progress', 'me'], path: () => '/progress/me' });

export const myProgressQueryOptions = myProgress.options;
