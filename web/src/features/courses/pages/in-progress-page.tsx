import { useMemo } from 'react';
import { Loading } from '../../../components/ui/loading';
import { useCourses } from '../api/get-courses';
import { CourseCard } from '../components/course-card';
import { LayoutToggle } from '../components/layout-toggle';
import { matchesSearch, shuffleBySeed } from '../course-list-order';
import { useCoursesOutlet } from '../hooks/courses-outlet';
import { COURSE_TEXT } from '../messages';
import styles from './in-progress-page.module.css';

const VIEWER_BASE = '/dashboard/student/courses';

/**
 * In progress (the default sub-route): every course, shuffled once per visit, filtered by the
 * search; with the chapters the learner opened per course id when the app passes them in.
 */
export function InProgressPage({ chaptersOpened }: { chaptersOpened?: ReadonlyMap<string, number> }) {
  const { query, layout, setLayout, shuffleSeed } = useCoursesOutlet();
  const courses = useCourses();
  const ordered = useMemo(() => shuffleBySeed(courses.data ?? [], shuffleSeed), [courses.data, shuffleSeed]);
  const shown = useMemo(() => ordered.filter((course) => matchesSearch(course, query)), [ordered, query]);

  if (courses.isPending) return <Loading label="Loading courses…" />;
  if (courses.isError) return <p role="alert">{COURSE_TEXT.loadFailed}</p>;

  const trimmed = query.trim();
  return (
    <div className={styles.wrap}>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {trimmed
            ? `${shown.length} of ${ordered.length} courses match`
            : `${ordered.length} ${ordered.length === 1 ? 'course' : 'courses'}`}
        </p>
        <LayoutToggle value={layout} onChange={setLayout} />
      </div>
      {shown.length === 0 ? (
        <p className={styles.empty}>{trimmed ? COURSE_TEXT.noMatches(trimmed) : COURSE_TEXT.noCourses}</p>
      ) : (
        <ul
          className={`${styles.cards} ${layout === 'grid' ? styles.grid : styles.rows}`}
          aria-label="Courses"
        >
          {shown.map((course) => (
            <li key={course._id}>
              <CourseCard
                course={course}
                layout={layout}
                to={`${VIEWER_BASE}/${course._id}`}
                chaptersOpened={chaptersOpened ? (chaptersOpened.get(course._id) ?? 0) : undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
