import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readToken } from '../../../lib/storage';
import { FORUM_EVENTS } from '@atelier/contract/forum';
import { refreshForum } from './feed-cache';
import { createSseParser } from './sse-parser';

/** Waits between reconnections: doubled after each failure, from 1 s up to 30 s. */
export const RECONNECT = { firstMs: 1000, maxMs: 30_000 } as const;

// The route is not there, or the session cannot use it: the 2-second poll carries on alone.
const GIVE_UP = new Set([401, 403, 404]);

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Reads the stream until it ends, calling `onChanged` at each `changed` event. */
async function readEvents(body: ReadableStream<Uint8Array>, onChanged: () => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parse = createSseParser(({ event }) => {
    if (event === FORUM_EVENTS.changed) onChanged();
  });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    parse(decoder.decode(value, { stream: true }));
  }
}

/**
 * GET /api/forum/events (Server-Sent Events) while the page is open: each `changed` event fetches
 * the forum again at once, so others' posts show without waiting for the next poll. EventSource
 * cannot send the bearer token, so this reads the stream with fetch. A closed or failed stream is
 * opened again after a pause (and the forum fetched, for what happened meanwhile).
 */
export function useForumEvents(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const changed = () => void refreshForum(queryClient);

    async function listen() {
      let wait: number = RECONNECT.firstMs;
      for (let attempt = 0; !signal.aborted; attempt += 1) {
        try {
          const token = readToken();
          const response = await fetch('/api/forum/events', {
            headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            signal,
          });
          if (GIVE_UP.has(response.status)) return;
          if (response.ok && response.body) {
            if (attempt > 0) changed();
            wait = RECONNECT.firstMs;
            await readEvents(response.body, changed);
          }
        } catch {
          // A dropped connection or an abort: the loop decides whether to go on.
        }
        if (signal.aborted) return;
        await pause(wait, signal);
        wait = Math.min(wait * 2, RECONNECT.maxMs);
      }
    }

    void listen();
    return () => controller.abort();
  }, [queryClient]);
}
