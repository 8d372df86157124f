import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon } from '../../../components/ui/icons';
import styles from './back-link.module.css';

/** A quiet link back to the screen this one was opened from. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.back}>
      <ChevronLeftIcon size={18} aria-hidden="true" />
      {children}
    </Link>
  );
}
