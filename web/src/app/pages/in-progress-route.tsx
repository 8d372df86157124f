import { InProgressPage } from '../../features/courses/pages/in-progress-page';
import { useChaptersOpened } from '../../features/progress/api/get-my-progress';

/**
 * /dashboard/student/courses/inprogress: the course cards (courses) with the chapters the learner
 * opened of each (progress); features do not import each other, so the app joins them.
 */
export function InProgressRoute() {
  return <InProgressPage chaptersOpened={useChaptersOpened()} />;
}
