import { SparklesIcon } from '../../components/ui/icons';
import { usePageTitle } from '../../lib/page-title';
import { useSiteConfig } from '../../lib/site-config';
import styles from './status-page.module.css';

/**
 * Stands in for a page whose feature comes in a later issue; the route table swaps it for the real
 * page. It shows no sample data on purpose.
 */
export function NotYetAvailablePage({ title }: { title: string }) {
  usePageTitle(title);
  const { productName } = useSiteConfig();
  return (
    <div className={styles.soon}>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.soonCard}>
        <span className={styles.soonIcon} aria-hidden="true">
          <SparklesIcon size={26} />
        </span>
        <p className={styles.text}>This part of {productName} is not available yet.</p>
      </div>
    </div>
  );
}
