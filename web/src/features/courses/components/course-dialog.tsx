import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../../../components/ui/icons';
import styles from './course-dialog.module.css';

interface CourseDialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Room for the whole course form. */
  wide?: boolean;
}

/**
 * A modal <dialog>: the browser traps focus, makes the page behind inert, closes on Escape and
 * returns focus on close. The admin pages use it instead of ui/modal because that module is shared
 * with the landing page, and a chunk both load fails the landing-page budget check
 * (web/scripts/report-size.mjs counts it as dashboard code).
 */
export function CourseDialog({ title, onClose, children, wide = false }: CourseDialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // jsdom has no showModal; there the dialog is simply open.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${wide ? styles.wide : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label="Close dialog" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {children}
    </dialog>
  );
}
