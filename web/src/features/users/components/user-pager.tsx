import { Button } from '../../../components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { USER_UI_TEXT } from '../messages';
import styles from './user-pager.module.css';

interface UserPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

export function UserPager({ page, pageSize, total, onPage }: UserPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className={styles.pager} aria-label="Pages of users">
      <p className={styles.count} aria-live="polite">
        {USER_UI_TEXT.count(total)} · {USER_UI_TEXT.pageOf(Math.min(page, pages), pages)}
      </p>
      <div className={styles.buttons}>
        <Button size="sm" variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          <ChevronLeftIcon size={16} />
          Previous
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          Next
          <ChevronRightIcon size={16} />
        </Button>
      </div>
    </nav>
  );
}
