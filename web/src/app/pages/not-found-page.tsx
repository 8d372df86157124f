import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { usePageTitle } from '../../lib/page-title';
import styles from './status-page.module.css';

/** The 404 page; inside a dashboard area it links back to the area's start instead of home. */
export function NotFoundPage({
  homePath = '/',
  homeLabel = 'Back to home',
}: {
  homePath?: string;
  homeLabel?: string;
}) {
  usePageTitle('Page Not Found');
  return (
    <div className={styles.wrap}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Page not found</h1>
      <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
      <Link className={buttonClass()} to={homePath}>
        {homeLabel}
      </Link>
    </div>
  );
}
