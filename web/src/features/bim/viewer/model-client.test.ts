import { describe, expect, it, vi } from 'vitest';
import { ModelClient, type WorkerLike } from './model-client';
import { content } from './viewer.fixtures';
import type { WorkerAnswer, WorkerRequest } from './worker-protocol';

/** A worker that keeps what it was sent and opens any model at once. */
function recordingWorker() {
  const posted: { request: WorkerRequest; transfer?: Transferable[] }[] = [];
  let listener: ((event: MessageEvent<WorkerAnswer>) => void) | undefined;
  const worker: WorkerLike = {
    postMessage(request, transfer) {
      posted.push({ request, transfer });
      if (request.kind === 'open')
        setTimeout(() =>
          listener?.({
            data: { id: request.id, kind: 'opened', content, marks: {} },
          } as MessageEvent<WorkerAnswer>),
        );
    },
    addEventListener(type: string, l: unknown) {
      if (type === 'message') listener = l as typeof listener;
    },
    terminate: () => undefined,
  };
  return { worker, posted };
}

describe('ModelClient opening a model', () => {
  it('downloads on the page, telling the progress, and hands the bytes to the worker without a copy', async () => {
    const { worker, posted } = recordingWorker();
    const onProgress = vi.fn();
    const client = new ModelClient(worker, async (url, progress) => {
      expect(url).toBe('/api/files/model.ifc');
      progress(2, 4);
      return new Uint8Array([1, 2, 3, 4]);
    });
    expect(await client.open('/api/files/model.ifc', { onProgress })).toBe(content);
    expect(onProgress).toHaveBeenCalledWith(2, 4);
    const [{ request, transfer }] = posted as [(typeof posted)[number]];
    expect(request).toMatchObject({ kind: 'open', url: '/api/files/model.ifc' });
    const bytes = (request as { bytes: ArrayBuffer }).bytes;
    expect([...new Uint8Array(bytes)]).toEqual([1, 2, 3, 4]);
    expect(transfer).toEqual([bytes]);
  });

  it('says why when the page cannot download the model, and asks the worker nothing', async () => {
    const { worker, posted } = recordingWorker();
    const client = new ModelClient(worker, () =>
      Promise.reject(new Error('The link to this model has expired. Reload the page to open it again.')),
    );
    await expect(client.open('/api/files/model.ifc')).rejects.toThrow(/has expired/);
    expect(posted).toHaveLength(0);
  });

  it('lets the worker fetch a bare link when the page downloads nothing', async () => {
    const { worker, posted } = recordingWorker();
    await new ModelClient(worker).open('/api/files/model.ifc');
    expect(posted[0]!.request).toEqual({ kind: 'open', url: '/api/files/model.ifc', id: 1 });
  });
});
