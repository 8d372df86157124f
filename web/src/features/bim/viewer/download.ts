import { WORKER_TEXT } from './worker-protocol';

/** Not a report per chunk: each one re-renders the viewer, on the cores the reading needs. */
const PROGRESS_EVERY_MS = 100;

/**
 * The bytes of the model, telling the progress as they come. The page calls it as soon as a model
 * is opened, beside the worker's script and WebAssembly (the worker's script alone takes a second
 * to load on a busy machine), and hands the bytes over; the worker calls it for a bare link.
 */
export async function downloadModel(
  url: string,
  onProgress: (loaded: number, total: number | null) => void,
): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new Error(WORKER_TEXT.network);
  }
  if (!response.ok || !response.body) throw new Error(WORKER_TEXT.download(response.status));
  const total = Number(response.headers.get('content-length')) || null;
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  let told = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.length;
    if (performance.now() - told >= PROGRESS_EVERY_MS) {
      told = performance.now();
      onProgress(loaded, total);
    }
  }
  const bytes = new Uint8Array(loaded);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}
