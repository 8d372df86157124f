import { useEffect, useState, type ReactNode } from 'react';
import styles from './scroll-cues.module.css';

interface Cues {
  /** More lies before the start of the row (it is scrolled). */
  before: boolean;
  /** More lies past the end of the row. */
  after: boolean;
}

/**
 * Tracks whether a horizontally scrolling element has more to show on either side. Returns
 * [ref callback for the scrolling element, cues]; hand the cues to <ScrollCues> around it.
 */
export function useScrollCues<T extends HTMLElement>() {
  const [node, setNode] = useState<T | null>(null);
  const [cues, setCues] = useState<Cues>({ before: false, after: false });

  useEffect(() => {
    if (!node) return;
    const update = () => {
      // A pixel of slack: zoom and fractional widths leave scrollLeft a little short of the end.
      const before = node.scrollLeft > 1;
      const after = node.scrollLeft + node.clientWidth < node.scrollWidth - 1;
      setCues((current) =>
        current.before === before && current.after === after ? current : { before, after },
      );
    };
    update();
    node.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
    observer?.observe(node);
    for (const child of Array.from(node.children)) observer?.observe(child);
    return () => {
      node.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [node]);

  return [setNode, cues] as const;
}

interface ScrollCuesProps extends Cues {
  children: ReactNode;
  className?: string;
}

/** Fades the edge of a scrolling row where more of it lies that way, so a cut item reads as "scroll". */
export function ScrollCues({ before, after, children, className }: ScrollCuesProps) {
  return (
    <div
      className={[styles.cues, className].filter(Boolean).join(' ')}
      data-scroll-cues=""
      data-more-before={before || undefined}
      data-more-after={after || undefined}
    >
      {children}
    </div>
  );
}
