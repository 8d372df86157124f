import type { Section } from '@atelier/contract/courses';
import { Link } from 'react-router';
import styles from './viewer.module.css';

interface ChapterPickerProps {
  sections: readonly Section[];
  selectedId: string | undefined;
}

/** The course's chapters grouped by section; a chapter is a link to ?chapter={id}. */
export function ChapterPicker({ sections, selectedId }: ChapterPickerProps) {
  // Chapters are numbered through the whole course, not per section.
  const firstNumber = sections.map((_, s) =>
    sections.slice(0, s).reduce((sum, section) => sum + section.chapters.length, 1),
  );
  return (
    <nav className={styles.picker} aria-labelledby="chapter-picker-title">
      <h2 id="chapter-picker-title" className={styles.sideTitle}>
        Chapters
      </h2>
      {sections.map((section, s) => (
        <div key={section._id} className={styles.section}>
          <h3 className={styles.sectionName}>{section.name}</h3>
          {section.chapters.length === 0 ? (
            <p className={styles.sectionEmpty}>No chapters yet.</p>
          ) : (
            <ol className={styles.chapters}>
              {section.chapters.map((chapter, c) => {
                const current = chapter._id === selectedId;
                return (
                  <li key={chapter._id}>
                    <Link
                      to={`?chapter=${encodeURIComponent(chapter._id)}`}
                      replace
                      aria-current={current ? 'true' : undefined}
                      className={styles.chapterLink}
                    >
                      <span className={styles.chapterNumber} aria-hidden="true">
                        {firstNumber[s]! + c}
                      </span>
                      <span>{chapter.name}</span>
                    </Link>
                  </li>
                );
              })}
            </ol>
          )}
        </div>
      ))}
    </nav>
  );
}
