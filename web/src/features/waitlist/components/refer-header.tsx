import type { ReactNode } from 'react';
import { SparklesIcon } from '../../../components/ui/icons';
import styles from './referral-form.module.css';

/** The referral pages' heading (spec-2 Referral page). */
export function ReferHeader({ lead }: { lead: ReactNode }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>
        <SparklesIcon size={24} className={styles.titleIcon} /> Refer & Rise
      </h1>
      <p className={styles.subtitle}>Invite 5 Friends & Climb the Waitlist!</p>
      <p className={styles.lead}>{lead}</p>
    </header>
  );
}
