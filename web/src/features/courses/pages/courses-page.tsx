import { useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { Page } from '../../../components/ui/page';
import { ScrollCues, useScrollCues } from '../../../components/ui/scroll-cues';
import { useCurrentUser } from '../../../lib/session/session-context';
import type { CourseLayout } from '../components/course-card';
import { CourseSearchCard } from '../components/course-search-card';
import { WeeklyGoalCard } from '../components/weekly-goal-card';
import { newShuffleSeed } from '../course-list-order';
import type { CoursesOutletContext } from '../hooks/courses-outlet';
import styles from './courses-page.module.css';

const SECTIONS = [
  { to: 'inprogress', label: 'In progress' },
  { to: 'saved', label: 'Saved' },
  { to: 'mycollection', label: 'My collection' },
  { to: 'learninghistory', label: 'Learning history' },
] as const;

/** /dashboard/student/courses: Weekly Goal, Search, and My Courses with its sub-routes. */
export function CoursesPage() {
  const user = useCurrentUser();
  const [query, setQuery] = useState('');
  const [layout, setLayout] = useState<CourseLayout>('grid');
  const [shuffleSeed] = useState(newShuffleSeed);
  const [trackScroll, cues] = useScrollCues<HTMLElement>();
  const context: CoursesOutletContext = { query, layout, setLayout, shuffleSeed };

  return (
    <Page title="Courses">
      <div className={styles.top}>
        <WeeklyGoalCard userId={user._id} />
        <CourseSearchCard value={query} onChange={setQuery} />
      </div>
      <section className={styles.mine} aria-labelledby="my-courses">
        <h2 id="my-courses" className={styles.heading}>
          My Courses
        </h2>
        <div className={styles.columns}>
          <ScrollCues before={cues.before} after={cues.after} className={styles.subnavCues}>
            <nav ref={trackScroll} className={styles.subnav} aria-label="My Courses">
              <ul>
                {SECTIONS.map(({ to, label }) => (
                  <li key={to}>
                    <NavLink
                      to={to}
                      className={({ isActive }) => (isActive ? styles.active : undefined)}
                      onClick={(event) =>
                        event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
                      }
                    >
                      {label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </ScrollCues>
          <div className={styles.content}>
            <Outlet context={context} />
          </div>
        </div>
      </section>
    </Page>
  );
}
