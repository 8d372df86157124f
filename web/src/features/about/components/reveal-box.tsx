import type { ReactNode } from 'react';
import { useInView } from '../hooks/use-in-view';
import styles from './reveal-box.module.css';

/** spec-2 §9: the box fades and scales in once 20 % of it is visible, and out when it leaves. */
export function RevealBox({ className, children }: { className?: string; children: ReactNode }) {
  const { ref, inView } = useInView<HTMLLIElement>(0.2);
  return (
    <li ref={ref} className={[styles.box, inView && styles.shown, className].filter(Boolean).join(' ')}>
      {children}
    </li>
  );
}
