import { Button } from '../../../components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import styles from './waitlist-table.module.css';

interface PagerProps {
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous and Next, with 'page x of y' between them. */
export function Pager({ page, pages, total, onPage }: PagerProps) {
  return (
    <nav className={styles.pager} aria-label="Pages">
      <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeftIcon size={16} /> Previous
      </Button>
      <p className={styles.pageOf} aria-live="polite">
        Page {page} of {pages}
        <span className={styles.total}> · {total === 1 ? '1 person' : `${total} people`}</span>
      </p>
      <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        Next <ChevronRightIcon size={16} />
      </Button>
    </nav>
  );
}
