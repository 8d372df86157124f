import { PROGRESS_MESSAGES } from '@atelier/contract/progress-values';

export { PROGRESS_MESSAGES };

export const PROGRESS_TEXT = {
  pickCourse: 'Choose a course to see who opened its chapters.',
  noCourses: 'There are no courses yet.',
  coursesFailed: 'The courses could not be loaded.',
  minutes: (seconds: number) => {
    const minutes = Math.round(seconds / 60);
    return minutes === 0 && seconds > 0 ? '< 1 min' : `${minutes} min`;
  },
} as const;
