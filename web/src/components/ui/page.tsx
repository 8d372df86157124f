import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/page-title';
import styles from './page.module.css';

interface PageProps {
  /** The h1 and the first part of the tab title. */
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A dashboard page: its heading, an optional lead line, and the tab title to match. */
export function Page({ title, description, children, className }: PageProps) {
  usePageTitle(title);
  return (
    <div className={[styles.page, className].filter(Boolean).join(' ')}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {description && <p className={styles.description}>{description}</p>}
      </header>
      {children}
    </div>
  );
}
