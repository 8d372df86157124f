import { useCallback, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import type { DashboardArea } from './dashboard-area';
import styles from './dashboard-layout.module.css';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

const SIDEBAR_ID = 'dashboard-sidebar';

/** The shell of every dashboard area: collapsible sidebar, top bar, and the page in <main>. */
export function DashboardLayout({ area }: { area: DashboardArea }) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  // On a phone the sidebar is a drawer and starts closed; on wider screens the area decides.
  const [expanded, setExpanded] = useState(() => !isPhone && !area.sidebarStartsCollapsed);
  const [wasPhone, setWasPhone] = useState(isPhone);
  if (wasPhone !== isPhone) {
    setWasPhone(isPhone);
    setExpanded(!isPhone && !area.sidebarStartsCollapsed);
  }

  const toggle = useCallback(() => setExpanded((value) => !value), []);
  const closeDrawer = useCallback(() => {
    if (isPhone) setExpanded(false);
  }, [isPhone]);

  useEffect(() => {
    if (!isPhone || !expanded) return;
    // The drawer covers the page: move focus into it.
    document.getElementById(SIDEBAR_ID)?.querySelector<HTMLElement>('button, a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setExpanded(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isPhone, expanded]);

  return (
    <div className={styles.shell} data-sidebar={expanded ? 'expanded' : 'collapsed'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Sidebar
        id={SIDEBAR_ID}
        area={area}
        expanded={expanded}
        onNavigate={closeDrawer}
        onClose={closeDrawer}
      />
      {isPhone && expanded && <div className={styles.backdrop} aria-hidden="true" onClick={closeDrawer} />}
      <div className={styles.main}>
        <TopBar area={area} sidebarId={SIDEBAR_ID} sidebarExpanded={expanded} onToggleSidebar={toggle} />
        <main id="main" className={styles.content} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
