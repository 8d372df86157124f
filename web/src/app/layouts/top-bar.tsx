import { MenuIcon } from '../../components/ui/icons';
import { StreakButton } from '../../features/auth/components/streak-button';
import { useCurrentUser } from '../../lib/session/session-context';
import { AvatarMenu } from './avatar-menu';
import type { DashboardArea } from './dashboard-area';
import { NotificationsButton } from './notifications-button';
import styles from './top-bar.module.css';

interface TopBarProps {
  area: DashboardArea;
  sidebarId: string;
  sidebarExpanded: boolean;
  onToggleSidebar: () => void;
}

export function TopBar({ area, sidebarId, sidebarExpanded, onToggleSidebar }: TopBarProps) {
  const user = useCurrentUser();
  return (
    <header className={styles.bar}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={sidebarExpanded ? 'Collapse sidebar' : 'Expand sidebar'}
        aria-expanded={sidebarExpanded}
        aria-controls={sidebarId}
        onClick={onToggleSidebar}
      >
        <MenuIcon size={22} />
      </button>
      <p className={styles.greeting}>
        Hello, <strong>{user.name || 'User'}</strong>
      </p>
      <div className={styles.actions}>
        <NotificationsButton />
        <StreakButton />
        <AvatarMenu user={user} basePath={area.basePath} />
      </div>
    </header>
  );
}
