import type { CourseSummary } from '@atelier/contract/courses';
import { apiRead } from './api-read';

// Used by courses (the lists) and explore (the news), and features do not import each other: so in lib.

/** GET /api/courses: every course as a card (no chapters), oldest first. */
const courses = apiRead<CourseSummary[]>({ key: () => ['courses', 'list'], path: () => '/courses' });

export const coursesQueryOptions = courses.options;
