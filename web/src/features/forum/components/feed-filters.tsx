import styles from './forum.module.css';

export const FILTERS = ['all', 'mine', 'saved', 'jobs'] as const;
export type Filter = (typeof FILTERS)[number];

const LABELS: Record<Filter, string> = {
  all: 'All Posts',
  mine: 'My Posts',
  saved: 'Saved Posts',
  jobs: 'Job Board',
};

/** All Posts, My Posts, and the two the spec shows but fills with nothing. */
export function FeedFilters({ value, onChange }: { value: Filter; onChange: (filter: Filter) => void }) {
  return (
    <div className={styles.filters} role="group" aria-label="Show">
      {FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          className={styles.filter}
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
        >
          {LABELS[filter]}
        </button>
      ))}
    </div>
  );
}
