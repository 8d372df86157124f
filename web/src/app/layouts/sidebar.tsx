import { useId, type FocusEvent, type MouseEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { CloseIcon } from '../../components/ui/icons';
import { LogoMark } from '../../components/ui/logo';
import { useSiteConfig } from '../../lib/site-config';
import type { DashboardArea, NavItem } from './dashboard-area';
import styles from './sidebar.module.css';

interface SidebarProps {
  id: string;
  area: DashboardArea;
  expanded: boolean;
  /** Called after a link is followed (closes the drawer on phones). */
  onNavigate: () => void;
  /** Closes the drawer; its button shows only on phones, where the drawer covers the top bar's toggle. */
  onClose: () => void;
}

/**
 * Collapsed, a link's label shows as a fixed tooltip beside it (sidebar.module.css). A fixed box's
 * static place ignores the nav's scrolling, so the link's own middle is handed to it here.
 */
function placeTooltip(event: FocusEvent<HTMLAnchorElement> | MouseEvent<HTMLAnchorElement>) {
  const { top, height } = event.currentTarget.getBoundingClientRect();
  event.currentTarget.style.setProperty('--tooltip-y', `${Math.round(top + height / 2)}px`);
  event.currentTarget.style.setProperty('--tooltip-shift', '-50%');
}

/** The items in runs of one group each (an area without groups is one run without a heading). */
function groupsOf(nav: readonly NavItem[]): { label?: string; items: NavItem[] }[] {
  const groups: { label?: string; items: NavItem[] }[] = [];
  for (const item of nav) {
    const last = groups.at(-1);
    if (last && last.label === item.group) last.items.push(item);
    else groups.push({ label: item.group, items: [item] });
  }
  return groups;
}

export function Sidebar({ id, area, expanded, onNavigate, onClose }: SidebarProps) {
  const { productName } = useSiteConfig();
  const { pathname } = useLocation();
  const groupId = useId();
  const within = (paths: readonly string[] = []) =>
    paths.some((p) => pathname.startsWith(`${area.basePath}/${p}`));
  const links = (items: readonly NavItem[]) => (
    <ul className={styles.list}>
      {items.map(({ to, label, icon: Icon, also }) => (
        <li key={to}>
          <NavLink
            to={`${area.basePath}/${to}`}
            className={({ isActive }) => `${styles.link} ${isActive || within(also) ? styles.active : ''}`}
            onClick={onNavigate}
            onMouseEnter={placeTooltip}
            onFocus={placeTooltip}
          >
            <span className={styles.icon}>
              <Icon size={20} />
            </span>
            <span className={styles.label}>{label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
  return (
    <aside
      id={id}
      className={`${styles.sidebar} ${expanded ? styles.expanded : styles.collapsed}`}
      data-state={expanded ? 'expanded' : 'collapsed'}
      aria-label={`${area.title} navigation`}
    >
      <div className={styles.brand}>
        <LogoMark size={34} />
        <div className={styles.brandText}>
          <span className={styles.product}>{productName}</span>
          <span className={styles.area}>{area.title}</span>
        </div>
        <button type="button" className={styles.close} aria-label="Close navigation" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <nav className={styles.nav}>
        {groupsOf(area.nav).map(({ label, items }, i) =>
          label ? (
            <div key={label} className={styles.group} role="group" aria-labelledby={`${groupId}-${i}`}>
              <span id={`${groupId}-${i}`} className={styles.groupLabel}>
                {label}
              </span>
              {links(items)}
            </div>
          ) : (
            <div key={`ungrouped-${i}`} className={styles.group}>
              {links(items)}
            </div>
          ),
        )}
      </nav>
    </aside>
  );
}
