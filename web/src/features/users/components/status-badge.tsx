import { BADGE_LABELS, type UserBadge } from '../messages';
import styles from './user-table.module.css';

export function StatusBadge({ badge }: { badge: UserBadge }) {
  return <span className={`${styles.badge} ${styles[badge]}`}>{BADGE_LABELS[badge]}</span>;
}
