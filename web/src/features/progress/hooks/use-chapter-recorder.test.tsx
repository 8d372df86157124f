import type { ProgressEvent } from '@atelier/contract/progress';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, mockApi, storeSession, type MockAnswer } from '../../../test/api-mock';
import { REPORT_EVERY_MS, useChapterRecorder } from './use-chapter-recorder';

const COURSE = '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const CHAPTER = `${COURSE}_What_is_BIM?`;
const START = Date.parse('2025-11-03T12:00:00.000Z');
const EVENTS = 'POST /api/progress/events';

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  storeSession('tok', makeUser());
});
afterEach(() => {
  vi.useRealTimers();
});

function record(answer: (call: { body: unknown }) => MockAnswer = () => ({ body: { recorded: 1 } })) {
  const api = mockApi({ [EVENTS]: answer });
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(({ chapter }) => useChapterRecorder(COURSE, chapter), {
    wrapper,
    initialProps: { chapter: CHAPTER },
  });
  /** Each batch sent so far, as its events. */
  const batches = () => api.callsTo(EVENTS).map((c) => (c.body as { events: ProgressEvent[] }).events);
  const keepalives = () => api.fetchMock.mock.calls.map(([, init]) => Boolean(init?.keepalive));
  return { ...view, api, batches, keepalives };
}

const at = (ms: number) => new Date(START + ms).toISOString();
const time = (seconds: number, ms: number, chapterId = CHAPTER): ProgressEvent => ({
  type: 'chapter_time',
  courseId: COURSE,
  chapterId,
  seconds,
  at: at(ms),
});

describe('useChapterRecorder', () => {
  it('reports the chapter as opened at once, then its visible time every 30 seconds', async () => {
    const { batches, api } = record();
    await vi.advanceTimersByTimeAsync(0);
    expect(batches()).toEqual([
      [{ type: 'chapter_opened', courseId: COURSE, chapterId: CHAPTER, at: at(0) }],
    ]);
    expect(api.calls[0]!.headers.authorization).toBe('Bearer tok');

    await vi.advanceTimersByTimeAsync(REPORT_EVERY_MS);
    await vi.advanceTimersByTimeAsync(REPORT_EVERY_MS);
    expect(batches().slice(1)).toEqual([[time(30, 30_000)], [time(30, 60_000)]]);
  });

  it('stops counting while the tab is hidden and reports with keepalive as it hides and on leaving', async () => {
    const { batches, keepalives, unmount } = record();
    await vi.advanceTimersByTimeAsync(10_500);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(0);
    expect(batches().at(-1)).toEqual([time(10, 10_500)]);
    expect(keepalives().at(-1)).toBe(true);

    // Five minutes hidden: the reports that fall due send nothing.
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(batches()).toHaveLength(2);

    setVisibility('visible');
    // The half second left over from before is added to the next whole second.
    await vi.advanceTimersByTimeAsync(4_600);
    unmount();
    await vi.advanceTimersByTimeAsync(0);
    expect(batches().at(-1)).toEqual([time(5, 10_500 + 5 * 60_000 + 4_600)]);
    expect(keepalives().at(-1)).toBe(true);
    expect(batches()).toHaveLength(3);
  });

  it('reports the time of the previous chapter and opens the next when the chapter changes', async () => {
    const { batches, rerender } = record();
    await vi.advanceTimersByTimeAsync(12_000);
    const next = `${COURSE}_The_Interface`;
    rerender({ chapter: next });
    await vi.advanceTimersByTimeAsync(0);
    expect(batches().slice(1)).toEqual([
      [time(12, 12_000)],
      [{ type: 'chapter_opened', courseId: COURSE, chapterId: next, at: at(12_000) }],
    ]);
  });

  it('claims at most one minute for a stretch the timers missed (a sleeping laptop)', async () => {
    const { batches } = record();
    await vi.advanceTimersByTimeAsync(0);
    vi.setSystemTime(START + 3 * 60 * 60_000);
    await vi.advanceTimersByTimeAsync(REPORT_EVERY_MS);
    expect(batches().at(-1)).toEqual([time(60, 3 * 60 * 60_000 + REPORT_EVERY_MS)]);
  });

  it('sends a batch again after a network failure, but not one the server refused', async () => {
    let answer: MockAnswer = { networkError: true };
    const { batches } = record(() => answer);
    await vi.advanceTimersByTimeAsync(0);
    answer = { body: { recorded: 2 } };
    await vi.advanceTimersByTimeAsync(REPORT_EVERY_MS);
    const opened = { type: 'chapter_opened', courseId: COURSE, chapterId: CHAPTER, at: at(0) };
    expect(batches()).toEqual([[opened], [opened, time(30, 30_000)]]);

    answer = { status: 403, body: { message: 'This course is locked. You cannot access its content.' } };
    await vi.advanceTimersByTimeAsync(REPORT_EVERY_MS);
    answer = { body: { recorded: 1 } };
    await vi.advanceTimersByTimeAsync(REPORT_EVERY_MS);
    expect(batches().slice(2)).toEqual([[time(30, 60_000)], [time(30, 90_000)]]);
  });
});
