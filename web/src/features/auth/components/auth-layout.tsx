import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TickList } from '../../../components/ui/tick-list';
import { Logo } from '../../../components/ui/logo';
import { useSiteConfig } from '../../../lib/site-config';
import styles from './auth-layout.module.css';

const POINTS = [
  'Free, self-paced courses and quizzes',
  'A community for the smartLABS cohort',
  'Open source, from first lesson to last',
];

/** The sign-in screens: a brand panel beside the card (the panel gives way on phones). */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { productName } = useSiteConfig();
  return (
    <div className={styles.screen}>
      <aside className={styles.brand}>
        <Link to="/" className={styles.logoLink}>
          <Logo name={productName} size={36} />
        </Link>
        <div className={styles.pitch}>
          <p className={styles.headline}>Design and BIM education, open to every curious learner.</p>
          <TickList items={POINTS} className={styles.points} tickClassName={styles.check} />
        </div>
        <p className={styles.footnote}>Learning Management System</p>
      </aside>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
