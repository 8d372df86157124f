import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cameraForKey, orbit, pan, zoom, type Box3, type CameraView } from './camera';
import { FOV, type ViewerScene } from './scene';
import styles from './model-viewer.module.css';
import { VIEWER_TEXT } from './viewer-text';

interface ViewportProps {
  label: string;
  scene: ViewerScene | null;
  canvasRef: React.Ref<HTMLCanvasElement>;
  box: Box3 | undefined;
  view: React.RefObject<CameraView | null>;
  onView: (view: CameraView) => void;
  /** A click (not a drag) at a point of the canvas, CSS px. */
  onClick: (x: number, y: number) => void;
  onEscape: () => void;
  pinTool: boolean;
  /** Laid over the canvas: pins, status. */
  children?: ReactNode;
}

/** A drag shorter than this is a click. */
const CLICK_SLOP = 5;

/**
 * The canvas and what moves the camera: mouse (drag turns, right- or shift-drag moves, wheel zooms),
 * touch (one finger turns, two pinch and move) and keys (camera.ts cameraForKey). The focusable
 * frame carries the name and the instructions for screen readers.
 */
export function Viewport({
  label,
  scene,
  canvasRef,
  box,
  view,
  onView,
  onClick,
  onEscape,
  pinTool,
  children,
}: ViewportProps) {
  const frame = useRef<HTMLDivElement>(null);
  const instructions = useId();
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef({ moved: 0, panning: false });

  useEffect(() => {
    const el = frame.current;
    if (!el || !scene || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const { width, height } = el.getBoundingClientRect();
      if (width > 0 && height > 0) scene.resize(width, height, window.devicePixelRatio || 1);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [scene]);

  // The wheel zooms the model, not the page: a listener that may prevent the default.
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const onWheel = (event: WheelEvent) => {
      const current = view.current;
      if (!current) return;
      event.preventDefault();
      onView(zoom(current, Math.exp(event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.0015))));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [view, onView]);

  const height = () => frame.current?.getBoundingClientRect().height || 1;

  const onPointerDown = (event: React.PointerEvent) => {
    frame.current?.focus({ preventScroll: true });
    frame.current?.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1)
      gesture.current = { moved: 0, panning: event.button === 2 || event.button === 1 || event.shiftKey };
  };

  const onPointerMove = (event: React.PointerEvent) => {
    const before = pointers.current.get(event.pointerId);
    const current = view.current;
    if (!before || !current) return;
    const points = [...pointers.current.values()];
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const dx = event.clientX - before.x;
    const dy = event.clientY - before.y;
    gesture.current.moved += Math.abs(dx) + Math.abs(dy);
    const h = height();
    if (points.length >= 2) {
      const [a, b] = points as [{ x: number; y: number }, { x: number; y: number }];
      const other = before === a ? b : a;
      const was = Math.hypot(before.x - other.x, before.y - other.y) || 1;
      const now = Math.hypot(event.clientX - other.x, event.clientY - other.y) || 1;
      onView(pan(zoom(current, was / now), dx / 2 / h, dy / 2 / h, FOV));
      return;
    }
    if (gesture.current.panning) onView(pan(current, dx / h, dy / h, FOV));
    else onView(orbit(current, (-dx / h) * Math.PI, (-dy / h) * Math.PI));
  };

  const onPointerUp = (event: React.PointerEvent) => {
    const wasOne = pointers.current.size === 1;
    pointers.current.delete(event.pointerId);
    if (!wasOne || gesture.current.moved > CLICK_SLOP || event.button === 2) return;
    const rect = frame.current?.getBoundingClientRect();
    if (rect) onClick(event.clientX - rect.left, event.clientY - rect.top);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      onEscape();
      return;
    }
    const current = view.current;
    if (!current || !box || event.altKey || event.ctrlKey || event.metaKey) return;
    const { width, height: h } = frame.current?.getBoundingClientRect() ?? { width: 1, height: 1 };
    const next = cameraForKey(event.key, event.shiftKey, current, box, FOV, width / (h || 1));
    if (!next) return;
    event.preventDefault();
    onView(next);
  };

  return (
    <div className={styles.viewport}>
      <div
        ref={frame}
        className={styles.frame}
        data-tool={pinTool ? 'pin' : 'select'}
        role="application"
        aria-roledescription="3D model viewer"
        aria-label={label}
        aria-describedby={instructions}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={(event) => pointers.current.delete(event.pointerId)}
        onContextMenu={(event) => event.preventDefault()}
        onKeyDown={onKeyDown}
      >
        <canvas ref={canvasRef} className={styles.canvas} aria-hidden="true" />
      </div>
      {children}
      <p id={instructions} className={styles.instructions}>
        {VIEWER_TEXT.instructions}
        {pinTool ? ` ${VIEWER_TEXT.pinInstructions}` : ''}
      </p>
    </div>
  );
}
