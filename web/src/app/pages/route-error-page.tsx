import { useEffect } from 'react';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../lib/page-title';
import styles from './status-page.module.css';

/** Shown when a page fails to render or its code fails to load (e.g. after a new deployment). */
export function RouteErrorPage({ error }: { error: unknown }) {
  usePageTitle('Something went wrong');
  useEffect(() => console.error(error), [error]);
  return (
    <div className={`${styles.wrap} ${styles.full}`}>
      <h1 className={styles.title}>Something went wrong</h1>
      <p className={styles.text}>The page could not be shown. Reloading usually fixes it.</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </div>
  );
}
