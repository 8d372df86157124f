import { Link, useLocation } from 'react-router';
import { EXPLORE_TRAIL } from '../messages';
import styles from './explore.module.css';

/** 'Home', plus a trail when the last path segment is attendence, feedue or performance. */
export function ExploreBreadcrumb({ homePath }: { homePath: string }) {
  const { pathname } = useLocation();
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const trail = EXPLORE_TRAIL[last];
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol>
        <li>{trail ? <Link to={homePath}>Home</Link> : <span aria-current="page">Home</span>}</li>
        {trail && (
          <li>
            <span aria-current="page">{trail}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
