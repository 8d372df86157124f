import { useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const canObserve = () => typeof IntersectionObserver === 'function';

/**
 * Whether at least `threshold` of the element is in view, following it as the page scrolls in and
 * out. With reduced motion asked for, or no IntersectionObserver, the element counts as always in
 * view: it is simply shown.
 */
export function useInView<T extends Element>(threshold = 0.2) {
  const ref = useRef<T>(null);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const [inView, setInView] = useState(false);
  const still = reducedMotion || !canObserve();

  useEffect(() => {
    const element = ref.current;
    if (still || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        // Compared with the ratio: isIntersecting stays true just under the threshold too.
        if (entry) setInView(entry.isIntersecting && entry.intersectionRatio >= threshold);
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [still, threshold]);

  return { ref, inView: still || inView };
}
