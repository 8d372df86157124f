import styles from './forum.module.css';

export const FILTERS = ['all', 'mine', 'saved', 'jobs'] as const;
/** 'hidden' is the moderators' own: what admins have hidden, to show it again. */
export type Filter = (typeof FILTERS)[number] | 'hidden';

const LABELS: Record<Filter, string> = {
  all: 'All Posts',
  mine: 'My Posts',
  saved: 'Saved Posts',
  jobs: 'Job Board',
  hidden: 'Hidden',
};

/** All Posts, My Posts, the two the spec shows but fills with nothing, and Hidden for moderators. */
export function FeedFilters({
  value,
  onChange,
  moderator = false,
}: {
  value: Filter;
  onChange: (filter: Filter) => void;
  moderator?: boolean;
}) {
  const filters: readonly Filter[] = moderator ? [...FILTERS, 'hidden'] : FILTERS;
  return (
    <div className={styles.filters} role="group" aria-label="Show">
      {filters.map((filter) => (
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
