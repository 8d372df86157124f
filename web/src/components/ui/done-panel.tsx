import type { ReactNode } from 'react';
import { CheckIcon } from './icons';
import styles from './done-panel.module.css';

interface DonePanelProps {
  /** The heading's id: the page moves focus to it once the form is sent. */
  id: string;
  className?: string;
  title: ReactNode;
  children: ReactNode;
}

/** What a public form shows once it is sent (joined the waitlist, registered for an event). */
export function DonePanel({ id, className, title, children }: DonePanelProps) {
  return (
    <section className={[styles.panel, className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <span className={styles.tick} aria-hidden="true">
        <CheckIcon size={28} strokeWidth={3} />
      </span>
      <h1 id={id} className={styles.heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </section>
  );
}
