import type { User } from '@atelier/contract/auth';
import { Card } from '../../../components/ui/card';
import { avatarUrl } from '../../../lib/avatars';
import styles from './side.module.css';

/** The caller's card: avatar, name, role and institution (from the session). */
export function ProfileCard({ user }: { user: User }) {
  return (
    <Card as="section" className={styles.profile} aria-label="Your profile">
      <img src={avatarUrl(user.avatar)} alt="" width={64} height={64} className={styles.avatar} />
      <div className={styles.profileText}>
        <p className={styles.name}>{user.name}</p>
        <p className={styles.role}>{user.role}</p>
        {user.institution && <p className={styles.institution}>{user.institution}</p>}
      </div>
    </Card>
  );
}
