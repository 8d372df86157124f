import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styles from './zoom-pan.module.css';
import {
  PAN_STEP,
  ZOOM_STEP,
  actualSize,
  boxBetween,
  fitView,
  panBy,
  percent,
  toPlace,
  zoomAt,
  type Place,
  type Point,
  type Size,
  type View,
} from './zoom';

/** What a press or a drag on the file does: move it, drop a pin, or draw a box. */
export type Tool = 'move' | 'point' | 'box';

interface ZoomPanProps {
  /** The file's size at 100 % (CSS px). */
  content: Size;
  /** What the view shows, for screen readers ("Sheet 2 of 6: plan.png"). */
  label: string;
  tool?: Tool;
  onPoint?: (place: Point) => void;
  onBox?: (place: Required<Place>) => void;
  /** The file, drawn at its size (a function gets the zoom, to draw sharper when it grows). */
  children: ReactNode | ((scale: number) => ReactNode);
  /** Laid over the file in a box of its size that scales with it (pins), `--zoom` set to the scale. */
  overlay?: ReactNode;
}

/** Below this many px a press is a click, not a drag. */
const CLICK_SLOP = 4;
/** A box smaller than this share of the file is not drawn. */
const LEAST_BOX = 0.005;

const KEY_PAN: Record<string, [number, number]> = {
  ArrowLeft: [PAN_STEP, 0],
  ArrowRight: [-PAN_STEP, 0],
  ArrowUp: [0, PAN_STEP],
  ArrowDown: [0, -PAN_STEP],
};

/**
 * A file at full resolution that zooms (wheel, pinch, + and −, the toolbar) and pans (drag with the
 * Move tool, arrow keys); 0 fits it, 1 shows 100 %. With the Pin tool a click names a place on it, with
 * the Box tool a drag names a box — both as shares of the file (issue 27).
 */
export function ZoomPan({ content, label, tool = 'move', onPoint, onBox, children, overlay }: ZoomPanProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size | null>(null);
  // The view the user chose for this file; until they do (and for a new file), the whole file in view.
  const contentKey = `${content.width}x${content.height}`;
  const [chosen, setChosen] = useState<{ key: string; view: View } | null>(null);
  const fitted = size ? fitView(content, size) : { scale: 1, x: 0, y: 0 };
  const view = chosen?.key === contentKey ? chosen.view : fitted;
  const setView = useCallback(
    (next: View | ((old: View) => View)) =>
      setChosen((old) => {
        const base = old?.key === contentKey ? old.view : fitted;
        return { key: contentKey, view: typeof next === 'function' ? next(base) : next };
      }),
    // `fitted` follows from these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [contentKey, size],
  );
  const [drawn, setDrawn] = useState<Required<Place> | null>(null);
  const pointers = useRef(new Map<number, Point>());
  const press = useRef<{ start: Point; view: View; moved: boolean } | null>(null);

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      setSize((old) => (old && old.width === width && old.height === height ? old : { width, height }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const local = useCallback((clientX: number, clientY: number): Point => {
    const rect = viewport.current!.getBoundingClientRect();
    return { x: clientX - rect.left, y: clientY - rect.top };
  }, []);
  const middle = (): Point => ({ x: (size?.width ?? 0) / 2, y: (size?.height ?? 0) / 2 });
  const zoomBy = (factor: number, at: Point = middle()) => setView((v) => zoomAt(v, factor, at));

  // The wheel zooms the file, not the page: a listener that may cancel the scroll.
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const at = local(event.clientX, event.clientY);
      setView((v) => zoomAt(v, event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP, at));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [local, setView]);

  const onPointerDown = (event: React.PointerEvent) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const at = local(event.clientX, event.clientY);
    pointers.current.set(event.pointerId, at);
    press.current = pointers.current.size === 1 ? { start: at, view, moved: false } : null;
  };

  const onPointerMove = (event: React.PointerEvent) => {
    const before = pointers.current.get(event.pointerId);
    if (!before || !size) return;
    const at = local(event.clientX, event.clientY);
    if (pointers.current.size === 2) {
      // Pinch: the change of the fingers' distance, around their middle.
      const [other] = [...pointers.current].filter(([id]) => id !== event.pointerId).map(([, p]) => p);
      const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y) || 1;
      const factor = distance(at, other!) / distance(before, other!);
      setView((v) => zoomAt(v, factor, { x: (at.x + other!.x) / 2, y: (at.y + other!.y) / 2 }));
    }
    pointers.current.set(event.pointerId, at);
    const current = press.current;
    if (!current) return;
    const dx = at.x - current.start.x;
    const dy = at.y - current.start.y;
    current.moved ||= Math.hypot(dx, dy) > CLICK_SLOP;
    if (!current.moved) return;
    if (tool === 'move') setView(panBy(current.view, dx, dy, content, size));
    if (tool === 'box')
      setDrawn(boxBetween(toPlace(view, current.start, content), toPlace(view, at, content)));
  };

  const onPointerUp = (event: React.PointerEvent) => {
    pointers.current.delete(event.pointerId);
    const current = press.current;
    press.current = null;
    if (!current) return;
    const at = local(event.clientX, event.clientY);
    if (tool === 'point' && !current.moved) onPoint?.(toPlace(view, at, content));
    if (tool === 'box' && current.moved) {
      const box = boxBetween(toPlace(view, current.start, content), toPlace(view, at, content));
      if (box.w > LEAST_BOX && box.h > LEAST_BOX) onBox?.(box);
    }
    setDrawn(null);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!size || event.altKey || event.ctrlKey || event.metaKey) return;
    const pan = KEY_PAN[event.key];
    if (pan) setView((v) => panBy(v, pan[0], pan[1], content, size));
    else if (event.key === '+' || event.key === '=') zoomBy(ZOOM_STEP);
    else if (event.key === '-') zoomBy(1 / ZOOM_STEP);
    else if (event.key === '0') setView(fitView(content, size));
    else if (event.key === '1') setView(actualSize(content, size));
    else return;
    event.preventDefault();
  };

  return (
    <div className={styles.frame}>
      <div className={styles.toolbar} role="toolbar" aria-label="Zoom">
        <button type="button" onClick={() => size && setView(fitView(content, size))}>
          Fit
        </button>
        <button type="button" onClick={() => size && setView(actualSize(content, size))}>
          100 %
        </button>
        <button type="button" onClick={() => zoomBy(1 / ZOOM_STEP)} aria-label="Zoom out">
          −
        </button>
        <output className={styles.zoom} aria-live="polite" aria-label="Zoom">
          {percent(view)}
        </output>
        <button type="button" onClick={() => zoomBy(ZOOM_STEP)} aria-label="Zoom in">
          +
        </button>
      </div>
      <div
        ref={viewport}
        className={styles.viewport}
        data-tool={tool}
        tabIndex={0}
        role="group"
        aria-roledescription="zoomable view"
        aria-label={`${label}. Plus and minus zoom, arrows move, 0 fits, 1 shows 100 %.`}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <div
          className={styles.stage}
          style={{
            width: content.width,
            height: content.height,
            transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
            ['--zoom' as string]: view.scale,
          }}
        >
          {typeof children === 'function' ? children(view.scale) : children}
          <div className={styles.overlay}>
            {overlay}
            {drawn && (
              <div
                className={styles.drawing}
                style={{
                  left: `${drawn.x * 100}%`,
                  top: `${drawn.y * 100}%`,
                  width: `${drawn.w * 100}%`,
                  height: `${drawn.h * 100}%`,
                }}
              />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
