import { BellIcon } from '../../components/ui/icons';
import { usePopover } from '../../components/ui/use-dismiss';
import {
  NotificationsList,
  useUnreadCount,
} from '../../features/notifications/components/notifications-list';
import popover from './popover.module.css';
import styles from './top-bar.module.css';

/** The bell: the unread count, and the newest notifications in a panel (issue 16). */
export function NotificationsButton() {
  const { open, setOpen, close, panelId, anchorRef, buttonRef } = usePopover();
  const unread = useUnreadCount();
  // The badge's number is in the button's name as shown (WCAG 2.5.3: the name holds the visible text).
  const shown = unread > 99 ? '99+' : String(unread);

  return (
    <div ref={anchorRef} className={popover.anchor}>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.iconButton} ${open ? styles.popoverOpen : ''}`}
        aria-label={unread > 0 ? `Notifications, ${shown} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        {unread > 0 && (
          <span className={styles.badge} aria-hidden="true" data-testid="unread-count">
            {shown}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          className={`${popover.panel} ${popover.wide}`}
          role="region"
          aria-label="Notifications"
        >
          <p className={popover.panelTitle}>Notifications</p>
          <NotificationsList onNavigate={close} />
        </div>
      )}
    </div>
  );
}
