import { useCallback, useRef, useState } from 'react';
import type { ViewerScene } from './scene';

/** The renderer, made on its canvas and disposed with it; `noWebgl` when the browser cannot draw 3D. */
export function useScene(makeScene: (canvas: HTMLCanvasElement) => ViewerScene) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [scene, setScene] = useState<ViewerScene | null>(null);
  const [noWebgl, setNoWebgl] = useState(false);
  const canvasRef = useCallback(
    (el: HTMLCanvasElement | null) => {
      canvas.current = el;
      if (!el) return;
      let made: ViewerScene;
      try {
        made = makeScene(el);
      } catch {
        setNoWebgl(true);
        return;
      }
      setScene(made);
      return () => {
        made.dispose();
        setScene(null);
      };
    },
    [makeScene],
  );
  return { canvas, canvasRef, scene, noWebgl };
}
