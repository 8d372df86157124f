import { useCallback, useId, useRef, useState } from 'react';
import { BellIcon } from '../../components/ui/icons';
import { useDismiss } from '../../components/ui/use-dismiss';
import popover from './popover.module.css';
import styles from './top-bar.module.css';

/** The bell: notifications arrive with a later feature; until then it says there are none. */
export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const anchorRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(anchorRef, open, close, buttonRef);

  return (
    <div ref={anchorRef} className={popover.anchor}>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.iconButton} ${open ? styles.popoverOpen : ''}`}
        aria-label="Notifications"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
      </button>
      {open && (
        <div id={panelId} className={popover.panel} role="region" aria-label="Notifications">
          <p className={popover.panelTitle}>Notifications</p>
          <p className={popover.empty}>You have no notifications.</p>
        </div>
      )}
    </div>
  );
}
