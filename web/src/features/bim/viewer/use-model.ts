import { useEffect, useRef, useState } from 'react';
import type { ModelContent } from './ifc-reader';
import { beginOpening, takePreloadedModel, type ModelClient } from './model-client';
import type { PartsBatch } from './part-batches';

export type ModelState =
  | { status: 'loading'; loaded: number; total: number | null }
  | { status: 'ready'; content: ModelContent }
  | { status: 'failed'; message: string };

const NO_BATCHES: readonly PartsBatch[] = [];

/**
 * Opens the model at `url` in a worker of its own (closed with the viewer), or takes over the one
 * preloadModel started, and keeps its state and the geometry's batches as they stream in (a new
 * array per batch); again only when `modelId` changes.
 */
export function useModel(
  url: string,
  modelId: string,
  makeClient: () => ModelClient,
): { state: ModelState; client: ModelClient | null; batches: readonly PartsBatch[] } {
  const [state, setState] = useState<ModelState>({ status: 'loading', loaded: 0, total: null });
  const [batches, setBatches] = useState<readonly PartsBatch[]>(NO_BATCHES);
  const [client, setClient] = useState<ModelClient | null>(null);
  const make = useRef(makeClient);
  // A signed link changes with its signing window; the model is opened again only for another model.
  const link = useRef(url);
  useEffect(() => {
    link.current = url;
  }, [url]);
  useEffect(() => {
    let live = true;
    const url = link.current;
    const opening = takePreloadedModel(url) ?? beginOpening(url, make.current());
    setClient(opening.client);
    setState({ status: 'loading', loaded: 0, total: null });
    opening.onProgress = (loaded, total) => live && setState({ status: 'loading', loaded, total });
    // Batches that came before the viewer took the opening over are drawn at once.
    const takeBatches = () => live && setBatches([...opening.batches]);
    opening.onParts = takeBatches;
    takeBatches();
    opening.content.then(
      (content) => {
        // For the first-frame measurement (scripts/model-viewer-shots.ts, the bench).
        performance.mark('model-viewer:read');
        if (live) setState({ status: 'ready', content });
      },
      (error: unknown) =>
        live &&
        setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
      opening.client.dispose();
    };
  }, [modelId]);
  return { state, client, batches };
}
