import { IfcAPI } from 'web-ifc';
import wasmUrl from 'web-ifc/web-ifc.wasm?url';
import { downloadModel } from './download';
import { openModel, readModel, readProperties, UnreadableModel } from './ifc-reader';
import { transferablesOf, WORKER_TEXT, type WorkerAnswer, type WorkerRequest } from './worker-protocol';

/**
 * The viewer's Web Worker: takes the model's bytes from the page (or downloads it), reads it with web-ifc and answers property
 * questions, so the page stays responsive while a large model is parsed. web-ifc's WebAssembly is
 * a file of the app (Vite's `?url`), never a CDN's; single-threaded, so no cross-origin isolation
 * is needed.
 */

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerAnswer, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;

let ready: Promise<IfcAPI> | undefined;
const webIfc = () =>
  (ready ??= (async () => {
    const api = new IfcAPI();
    try {
      await api.Init(() => wasmUrl, true);
    } catch (cause) {
      // Most often the worker script's CSP lacks 'wasm-unsafe-eval' (decision 031).
      ready = undefined;
      throw new Error(WORKER_TEXT.noWasm, { cause });
    }
    return api;
  })());

// The WebAssembly compiles from the moment the script runs, whether the page sends the model's
// bytes (downloaded beside this script) or its link.
webIfc().catch(() => undefined);

let model: number | undefined;
// When this script ran, after the page made the worker (its timeOrigin): the script's own cost.
const scriptRan = performance.timeOrigin + performance.now();

async function answer(request: WorkerRequest): Promise<void> {
  if (request.kind === 'open') {
    // Where the time goes before the first frame (scripts/model-viewer-shots.ts prints it).
    const marks: Record<string, number> = {};
    const mark = (name: string) => (marks[name] = performance.timeOrigin + performance.now());
    marks['created'] = performance.timeOrigin;
    marks['script-ran'] = scriptRan;
    mark('asked');
    // The model downloads while the WebAssembly compiles.
    const bytes = request.bytes
      ? Promise.resolve(new Uint8Array(request.bytes))
      : downloadModel(request.url, (loaded, total) =>
          scope.postMessage({ id: request.id, kind: 'progress', loaded, total }),
        ).finally(() => mark('downloaded'));
    const [modelBytes, api] = await Promise.all([bytes, webIfc().finally(() => mark('wasm-ready'))]);
    if (model !== undefined) api.CloseModel(model);
    model = openModel(api, modelBytes);
    mark('parsed');
    // The geometry goes out in batches as web-ifc streams it: the page draws the first long before the last.
    const content = readModel(api, model, {
      onBatch: (batch) => {
        marks['first-batch'] ??= performance.timeOrigin + performance.now();
        scope.postMessage({ id: request.id, kind: 'parts', batch }, transferablesOf(batch.parts));
      },
    });
    mark('read');
    scope.postMessage({ id: request.id, kind: 'opened', content, marks }, transferablesOf(content.parts));
    return;
  }
  if (model === undefined) throw new Error('No model is open.');
  const properties = await readProperties(await webIfc(), model, request.expressID);
  scope.postMessage({ id: request.id, kind: 'properties', properties });
}

scope.onmessage = (event) => {
  const request = event.data;
  answer(request).catch((error: unknown) => {
    const message =
      error instanceof UnreadableModel || !(error instanceof Error) ? WORKER_TEXT.unreadable : error.message;
    scope.postMessage({ id: request.id, kind: 'failed', message });
  });
};
