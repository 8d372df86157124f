import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { avatarUrl } from '../../../lib/avatars';
import { useCurrentUser } from '../../../lib/session/session-context';
import { ProfileForm } from '../components/profile-form';
import { ROLE_LABELS } from '../roles';
import styles from './account-pages.module.css';

export function ProfilePage() {
  const user = useCurrentUser();
  return (
    <Page title="Profile" description="How you appear across the platform.">
      <div className={styles.columns}>
        <Card className={styles.summary} aria-label="Profile summary">
          <img className={styles.bigAvatar} src={avatarUrl(user.avatar)} alt="" width={112} height={112} />
          <p className={styles.name}>{user.name || 'User'}</p>
          <p className={styles.email}>{user.email}</p>
          <span className={styles.badge}>{ROLE_LABELS[user.role]}</span>
          {user.institution && <p className={styles.meta}>{user.institution}</p>}
        </Card>
        <ProfileForm key={user._id} user={user} />
      </div>
    </Page>
  );
}
