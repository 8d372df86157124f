import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';

/** Closes a popover on a pointer press outside `ref` or on Escape (focus then returns to `returnFocus`). */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  close: () => void,
  returnFocus?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (ref.current && !ref.current.contains(event.target as Node)) close();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        close();
        returnFocus?.current?.focus();
      }
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [ref, open, close, returnFocus]);
}

/**
 * A button's popover: whether it is open, its panel's id, the anchor that holds button and panel,
 * and the button, which takes the focus back when Escape closes it (useDismiss).
 */
export function usePopover() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const anchorRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(anchorRef, open, close, buttonRef);
  return { open, setOpen, close, panelId, anchorRef, buttonRef };
}
