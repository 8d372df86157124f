import { Button } from './button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import styles from './pager.module.css';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** What the list counts: { one: 'user', many: 'users' }. */
  noun: { one: string; many: string };
  onPage: (page: number) => void;
}

/**
 * Under a paged table: how many there are and which page this is, then Previous and Next. It
 * wraps onto two lines where the row is too narrow (a phone).
 */
export function Pager({ page, pageSize, total, noun, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(page, pages);
  return (
    <nav className={styles.pager} aria-label={`Pages of ${noun.many}`}>
      <p className={styles.count} aria-live="polite">
        {total} {total === 1 ? noun.one : noun.many} · Page {current} of {pages}
      </p>
      <div className={styles.buttons}>
        <Button size="sm" variant="secondary" onClick={() => onPage(current - 1)} disabled={current <= 1}>
          <ChevronLeftIcon size={16} />
          Previous
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onPage(current + 1)} disabled={current >= pages}>
          Next
          <ChevronRightIcon size={16} />
        </Button>
      </div>
    </nav>
  );
}
