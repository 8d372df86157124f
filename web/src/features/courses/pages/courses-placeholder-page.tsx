import styles from './in-progress-page.module.css';

/** Saved, My collection and Learning history: named by the spec, their content is not (spec-1 §2). */
export function CoursesPlaceholderPage({ title }: { title: string }) {
  return (
    <div className={styles.wrap}>
      <h3>{title}</h3>
      <p className={styles.empty}>Nothing to show here yet.</p>
    </div>
  );
}
