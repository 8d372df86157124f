import { useEffect, useState } from 'react';
import { dropPreloadedModel, preloadModel } from './model-client';
import type { ModelViewerProps } from './model-viewer';

// three.js, web-ifc's glue and the viewer come in one chunk, fetched when a model is first shown
// (never with the page that shows it). By hand rather than lazy()+Suspense, as the PDF view does:
// React holds a revealed Suspense boundary back for 300 ms.
type Viewer = (props: ModelViewerProps) => React.ReactElement;
let chunk: Promise<Viewer> | undefined;
let loaded: Viewer | undefined;

export function preloadModelViewer(): Promise<Viewer> {
  chunk ??= import('./model-viewer').then((m) => (loaded = m.ModelViewer));
  chunk.catch(() => (chunk = undefined));
  return chunk;
}

/** The model viewer, its code loaded on first use; says so when that fails. */
export function LazyModelViewer(props: ModelViewerProps) {
  const [Viewer, setViewer] = useState(() => loaded);
  const [failed, setFailed] = useState(false);
  // The model is fetched and read while the viewer's chunk comes, not after (when the chunk is
  // already here, the viewer opens it itself).
  const { url } = props;
  useEffect(() => {
    if (loaded) return;
    preloadModel(url);
    return () => dropPreloadedModel(url);
  }, [url]);
  useEffect(() => {
    if (Viewer) return;
    let live = true;
    preloadModelViewer().then(
      (v) => live && setViewer(() => v),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [Viewer]);
  // A new model (another revision) starts afresh: its storeys, selection and camera are its own.
  if (Viewer) return <Viewer key={props.modelId ?? props.url} {...props} />;
  return (
    <p role={failed ? 'alert' : 'status'}>
      {failed
        ? 'The model viewer could not be loaded. Reload the page to try again.'
        : 'Opening the model viewer…'}
    </p>
  );
}
