import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import styles from './modal.module.css';

interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** A close button beside the title (Escape closes the dialog either way). */
  showClose?: boolean;
  /** Room for a whole form (the course editor); full screen on a phone. */
  wide?: boolean;
}

/**
 * A modal <dialog>, open while it is rendered: showModal() moves focus in and keeps it there, makes
 * the page behind inert and turns Escape into a cancel event. Unmounting closes it and gives focus
 * and scrolling back to the page.
 */
export function Modal({ title, onClose, children, showClose = true, wide = false }: ModalProps) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);

  // A layout effect, so that the cleanup closes the dialog while it is still in the document.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement;
    // jsdom has no showModal; there the dialog is simply open.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${wide ? styles.wide : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // The parent decides: it unmounts the dialog, or keeps it open.
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {showClose && (
          <button type="button" className={styles.close} aria-label="Close dialog" onClick={onClose}>
            <CloseIcon />
          </button>
        )}
      </div>
      {children}
    </dialog>
  );
}
