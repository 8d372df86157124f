import { Suspense, useId, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { CloseIcon, MenuIcon } from '../../components/ui/icons';
import { Loading } from '../../components/ui/loading';
import { Logo } from '../../components/ui/logo';
import { useSession } from '../../lib/session/session-context';
import { useSiteConfig } from '../../lib/site-config';
import styles from './public-layout.module.css';

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/faqs', label: 'FAQs' },
  { to: '/events', label: 'Events' },
  { to: '/blogs', label: 'Blogs' },
] as const;

/** Public pages: the top navigation (a menu button on phones), the page, a footer. */
export function PublicLayout() {
  const { productName } = useSiteConfig();
  const { user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const closeMenu = () => setMenuOpen(false);

  return (
    <div className={styles.page}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to="/" className={styles.brand} onClick={closeMenu} aria-label={`${productName} home`}>
            <Logo name={productName} />
          </Link>
          <nav id={navId} className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`} aria-label="Main">
            <ul className={styles.links}>
              {LINKS.map(({ to, label }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end
                    className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
                    onClick={closeMenu}
                  >
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.actions}>
            {user ? (
              <Link to={`/dashboard/${user.role}`} className={buttonClass({ size: 'sm' })}>
                Dashboard
              </Link>
            ) : (
              <Link to="/login" className={buttonClass({ size: 'sm' })}>
                Login
              </Link>
            )}
            <button
              type="button"
              className={styles.menuButton}
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls={navId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
            </button>
          </div>
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <Logo name={productName} size={26} />
          {/* The year is the prerender's (the build's) until the page hydrates. */}
          <p suppressHydrationWarning>
            A free, open-source learning platform for design and BIM education. © {new Date().getFullYear()}{' '}
            {productName}.
          </p>
        </div>
      </footer>
    </div>
  );
}
