import type { CourseSummary } from '@atelier/contract/courses';
import { useId, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { LockIcon } from '../../../components/ui/icons';
import { COURSE_MESSAGES } from '../messages';
import styles from './course-card.module.css';
import { CourseCover } from './course-cover';

export type CourseLayout = 'grid' | 'list';

interface CourseCardProps {
  course: CourseSummary;
  layout: CourseLayout;
  /** Where the card leads, e.g. /dashboard/student/courses/{id}. */
  to: string;
  /** Chapters of the course the learner opened, when known (the app passes in their progress). */
  chaptersOpened?: number;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A course as a card; a locked course answers a click with the spec's toast instead of opening. */
export function CourseCard({ course, layout, to, chaptersOpened }: CourseCardProps) {
  const lockId = useId();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!course.locked) return;
    event.preventDefault();
    toast.error(COURSE_MESSAGES.locked, { toastId: `locked-${course._id}` });
  }

  return (
    <article className={`${styles.card} ${styles[layout]}`} data-locked={course.locked || undefined}>
      <div className={styles.cover}>
        <CourseCover src={course.coverImage} lazy />
      </div>
      <div className={styles.body}>
        {/* Above the title, not on the cover: the cover pictures carry the title in their art too. */}
        {course.locked && (
          <span id={lockId} className={styles.lockBadge}>
            <LockIcon size={13} /> Locked
          </span>
        )}
        <h3 className={styles.title}>
          <Link
            to={to}
            className={styles.link}
            onClick={onClick}
            aria-describedby={course.locked ? lockId : undefined}
          >
            {course.title}
          </Link>
        </h3>
        <p className={styles.meta}>
          {plural(course.sectionCount, 'section')} · {plural(course.chapterCount, 'chapter')}
        </p>
        {chaptersOpened !== undefined && course.chapterCount > 0 && (
          <ChaptersOpened opened={chaptersOpened} total={course.chapterCount} />
        )}
        <p className={styles.description}>{course.description}</p>
        {course.skillsCovered.length > 0 && (
          <ul className={styles.skills} aria-label="Skills">
            {course.skillsCovered.slice(0, 6).map((skill) => (
              <li key={skill} className={styles.skill}>
                {skill}
              </li>
            ))}
          </ul>
        )}
        {course.authors.length > 0 && (
          <p className={styles.authors}>
            <span className={styles.faces} aria-hidden="true">
              {course.authors.slice(0, 3).map((author) => (
                <img key={author.name + author.profileImage} src={author.profileImage} alt="" />
              ))}
            </span>
            <span>{course.authors.map((a) => a.name).join(', ')}</span>
          </p>
        )}
      </div>
    </article>
  );
}

/** "2 / 5 chapters opened" over a thin bar. */
function ChaptersOpened({ opened, total }: { opened: number; total: number }) {
  const shown = Math.min(opened, total);
  return (
    <p className={styles.opened}>
      <span>
        <strong>
          {shown} / {total}
        </strong>{' '}
        {total === 1 ? 'chapter' : 'chapters'} opened
      </span>
      <span className={styles.openedTrack} aria-hidden="true">
        <span className={styles.openedFill} style={{ width: `${(shown / total) * 100}%` }} />
      </span>
    </p>
  );
}
