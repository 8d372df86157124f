import { Card } from '../../../components/ui/card';
import styles from './courses-top.module.css';

interface CourseSearchCardProps {
  value: string;
  onChange: (value: string) => void;
}

/** Filters the course list as the student types (title, description, skills, authors). */
export function CourseSearchCard({ value, onChange }: CourseSearchCardProps) {
  return (
    <Card className={`${styles.card} ${styles.searchCard}`} aria-labelledby="course-search-title">
      <div className={styles.cardText}>
        <h2 id="course-search-title" className={styles.cardTitle}>
          Search
        </h2>
        <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="course-search" className="visually-hidden">
            Search courses
          </label>
          <input
            id="course-search"
            type="search"
            placeholder="Title, skill or author"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            autoComplete="off"
          />
        </form>
      </div>
    </Card>
  );
}
