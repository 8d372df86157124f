import type { User } from '@atelier/contract/auth';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ChevronDownIcon, LogOutIcon, SettingsIcon, UserIcon } from '../../components/ui/icons';
import { usePopover } from '../../components/ui/use-dismiss';
import { avatarUrl } from '../../lib/avatars';
import { useSession } from '../../lib/session/session-context';
import styles from './avatar-menu.module.css';
import popover from './popover.module.css';

/** The avatar button and its menu: Profile, Settings, Logout. Any choice closes it. */
export function AvatarMenu({ user, basePath }: { user: User; basePath: string }) {
  const { open, setOpen, close, panelId: menuId, anchorRef, buttonRef } = usePopover();
  const menuRef = useRef<HTMLDivElement>(null);
  const { logout } = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % items.length,
      ArrowUp: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      items[next]?.focus();
    } else if (event.key === 'Tab') {
      close();
    }
  }

  async function onLogout() {
    close();
    await logout();
    navigate('/login', { replace: true });
  }

  return (
    <div ref={anchorRef} className={popover.anchor}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <img className={styles.avatar} src={avatarUrl(user.avatar)} alt="" width={36} height={36} />
        <ChevronDownIcon size={16} />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          className={`${popover.panel} ${styles.menu}`}
          role="menu"
          aria-label="Account"
          onKeyDown={onMenuKeyDown}
        >
          <div className={styles.who} role="presentation">
            <img className={styles.whoAvatar} src={avatarUrl(user.avatar)} alt="" width={44} height={44} />
            <div className={styles.whoText}>
              <span className={styles.name}>{user.name || 'User'}</span>
              <span className={styles.email}>{user.email}</span>
            </div>
          </div>
          <Link role="menuitem" className={styles.item} to={`${basePath}/profile`} onClick={close}>
            <UserIcon size={18} /> Profile
          </Link>
          <Link role="menuitem" className={styles.item} to={`${basePath}/settings`} onClick={close}>
            <SettingsIcon size={18} /> Settings
          </Link>
          <button type="button" role="menuitem" className={styles.item} onClick={() => void onLogout()}>
            <LogOutIcon size={18} /> Logout
          </button>
        </div>
      )}
    </div>
  );
}
