import styles from './loading.module.css';

/** The loading state: a spinner announced to assistive technology as 'Loading…'. */
export function Loading({
  fullScreen = false,
  label = 'Loading…',
}: {
  fullScreen?: boolean;
  label?: string;
}) {
  return (
    <div className={`${styles.screen} ${fullScreen ? styles.full : ''}`} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
