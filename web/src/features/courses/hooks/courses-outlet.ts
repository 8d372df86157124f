import { useOutletContext } from 'react-router';
import type { CourseLayout } from '../components/course-card';

/** What the courses page hands to its sub-routes (In progress, Saved, …). */
export interface CoursesOutletContext {
  query: string;
  layout: CourseLayout;
  setLayout: (layout: CourseLayout) => void;
  /** Drawn once per visit to the courses page: the cards' random order. */
  shuffleSeed: number;
}

export function useCoursesOutlet(): CoursesOutletContext {
  return useOutletContext<CoursesOutletContext>();
}
