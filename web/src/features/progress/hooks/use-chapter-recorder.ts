import { PROGRESS_LIMITS, type ProgressEvent } from '@atelier/contract/progress';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { recordProgressEvents } from '../api/record-events';
import { progressKeys } from '../api/keys';

/** How often the time on a chapter is reported while the tab is visible. */
export const REPORT_EVERY_MS = 30_000;
/**
 * The most one stretch between two reports may add: a longer one means timers were held back
 * (a sleeping laptop, a throttled tab), not that the learner was reading all along.
 */
const LONGEST_STRETCH_MS = 2 * REPORT_EVERY_MS;
const MAX_SECONDS = PROGRESS_LIMITS.chapterSeconds.max;

/** A network failure, a 5xx or a 429 may pass; a refusal (the course was locked meanwhile) will not. */
const worthRetrying = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;

const isVisible = () => document.visibilityState === 'visible';

/**
 * Records what the course viewer shows: `chapter_opened` as soon as a chapter is shown, then the
 * time it stays on screen while the tab is visible (Page Visibility API), reported every 30 s,
 * when the tab is hidden or the page left, and when another chapter is chosen.
 */
export function useChapterRecorder(courseId: string, chapterId: string) {
  const queryClient = useQueryClient();

  useEffect(() => {
    let queue: ProgressEvent[] = [
      { type: 'chapter_opened', courseId, chapterId, at: new Date().toISOString() },
    ];
    let pendingMs = 0;
    let visibleSince: number | null = isVisible() ? Date.now() : null;

    /** Moves the visible time so far into chapter_time events of whole seconds; the rest waits. */
    function collect() {
      const now = Date.now();
      if (visibleSince !== null) {
        pendingMs += Math.min(now - visibleSince, LONGEST_STRETCH_MS);
        visibleSince = now;
      }
      const at = new Date(now).toISOString();
      let seconds = Math.floor(pendingMs / 1000);
      while (seconds > 0) {
        const part = Math.min(seconds, MAX_SECONDS);
        queue.push({ type: 'chapter_time', courseId, chapterId, seconds: part, at });
        seconds -= part;
        pendingMs -= part * 1000;
      }
    }

    function report(keepalive = false) {
      collect();
      if (queue.length === 0) return;
      const batch = queue.splice(0, PROGRESS_LIMITS.eventsPerBatch);
      recordProgressEvents(batch, { keepalive }).then(
        () => queryClient.invalidateQueries({ queryKey: progressKeys.all }),
        (error: unknown) => {
          if (worthRetrying(error)) queue = [...batch, ...queue].slice(0, PROGRESS_LIMITS.eventsPerBatch);
        },
      );
    }

    function onVisibilityChange() {
      if (isVisible()) {
        visibleSince ??= Date.now();
      } else {
        report(true);
        visibleSince = null;
      }
    }
    const onPageHide = () => report(true);

    report();
    const timer = window.setInterval(() => report(), REPORT_EVERY_MS);
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', onPageHide);
      report(true);
    };
  }, [courseId, chapterId, queryClient]);
}
