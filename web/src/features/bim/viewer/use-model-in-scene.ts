import { useEffect, useRef, type RefObject } from 'react';
import { frame, type Box3, type CameraView } from './camera';
import type { ModelContent } from './ifc-reader';
import type { PartsBatch } from './part-batches';
import { FOV, type ViewerScene } from './scene';

interface Given {
  scene: ViewerScene | null;
  first: PartsBatch | undefined;
  count: number;
  complete: boolean;
}

/**
 * Hands the model to the scene as it streams in: each new batch of geometry, then (all in) the rest
 * and the edges. The camera is framed once, on the first batch (or on the whole model when it came in
 * one piece), and never again as later batches come: the user may be turning it already. Another
 * model (a new opening) clears the scene; a new scene (the canvas remade) is given everything again.
 */
export function useModelInScene(
  scene: ViewerScene | null,
  canvas: RefObject<HTMLCanvasElement | null>,
  batches: readonly PartsBatch[],
  content: ModelContent | null,
  viewRef: RefObject<CameraView | null>,
): void {
  const given = useRef<Given>({ scene: null, first: undefined, count: 0, complete: false });
  useEffect(() => {
    if (!scene) return;
    const sized = () => {
      const { width, height } = canvas.current?.getBoundingClientRect() ?? { width: 0, height: 0 };
      scene.resize(width || 800, height || 600, window.devicePixelRatio || 1);
      return (width || 4) / (height || 3);
    };
    const frameOnce = (box: Box3 | undefined) => {
      if (viewRef.current || !box) return;
      viewRef.current = frame(box, FOV, sized());
      scene.setCamera(viewRef.current);
    };
    let g = given.current;
    const anotherModel =
      g.scene === scene && ((g.count > 0 && batches[0] !== g.first) || (g.complete && !content));
    if (g.scene !== scene || anotherModel) {
      if (anotherModel) {
        scene.clear();
        viewRef.current = null;
      }
      g = given.current = { scene, first: undefined, count: 0, complete: false };
      if (viewRef.current) {
        sized();
        scene.setCamera(viewRef.current);
      }
    }
    const fresh = batches.slice(g.count);
    g.first = batches[0];
    g.count = batches.length;
    frameOnce(fresh[0]?.box);
    for (const batch of fresh) scene.addParts(batch.parts);
    if (content && !g.complete) {
      g.complete = true;
      scene.setModel(content);
      frameOnce(content.box);
    }
  }, [scene, batches, content, canvas, viewRef]);
}
