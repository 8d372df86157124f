import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { forumKeys } from './keys';
import { useForumEvents } from './use-forum-events';

/** A fetch that answers the events route with a stream the test writes to. */
function streamingFetch() {
  const encoder = new TextEncoder();
  let write: (text: string) => void = () => {};
  let close: () => void = () => {};
  const fetchMock = vi.fn((_input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        write = (text) => controller.enqueue(encoder.encode(text));
        close = () => controller.close();
        init.signal?.addEventListener('abort', () => controller.error(new DOMException('', 'AbortError')));
      },
    });
    return Promise.resolve(
      new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, write: (text: string) => write(text), close: () => close() };
}

function setup() {
  window.localStorage.setItem('token', 'tok');
  const stream = streamingFetch();
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useForumEvents(), { wrapper });
  return { ...stream, invalidate, hook };
}

describe('useForumEvents', () => {
  it('opens the stream with the bearer token and refreshes the forum at each changed event', async () => {
    const { fetchMock, write, invalidate } = setup();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/forum/events');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer tok', accept: 'text/event-stream' });

    write(': keep-alive\n\n');
    write('event: other\ndata: 1\n\n');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(invalidate).not.toHaveBeenCalled();

    write('event: changed\ndata: 1\n\n');
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(1));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: forumKeys.all });
  });

  it('opens the stream again after it closes, and refreshes for what it missed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { fetchMock, close, invalidate } = setup();
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      close();
      await vi.advanceTimersByTimeAsync(1000);
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      await vi.waitFor(() => expect(invalidate).toHaveBeenCalledTimes(1));
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops reading when the page goes', async () => {
    const { fetchMock, hook } = setup();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const signal = fetchMock.mock.calls[0]?.[1]?.signal;
    hook.unmount();
    expect(signal?.aborted).toBe(true);
  });
});
