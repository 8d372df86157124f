import { NavLink, useLocation } from 'react-router';
import { CloseIcon } from '../../components/ui/icons';
import { LogoMark } from '../../components/ui/logo';
import { useSiteConfig } from '../../lib/site-config';
import type { DashboardArea } from './dashboard-area';
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

export function Sidebar({ id, area, expanded, onNavigate, onClose }: SidebarProps) {
  const { productName } = useSiteConfig();
  const { pathname } = useLocation();
  const within = (paths: readonly string[] = []) =>
    paths.some((p) => pathname.startsWith(`${area.basePath}/${p}`));
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
        <ul className={styles.list}>
          {area.nav.map(({ to, label, icon: Icon, also }) => (
            <li key={to}>
              <NavLink
                to={`${area.basePath}/${to}`}
                className={({ isActive }) =>
                  `${styles.link} ${isActive || within(also) ? styles.active : ''}`
                }
                onClick={onNavigate}
              >
                <span className={styles.icon}>
                  <Icon size={20} />
                </span>
                <span className={styles.label}>{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
