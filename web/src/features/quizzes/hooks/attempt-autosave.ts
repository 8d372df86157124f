import { QUIZ_ERRORS } from '@atelier/contract/quizzes';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { hasCode } from '../../../lib/error-text';
import { useSaveAnswers, type AutosaveResult } from '../api/save-answers';

export type Answers = (number | null)[];
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';
/** Why the server saves no more: the time is up, or the attempt is no longer open (submitted elsewhere). */
export type ClosedReason = 'timeUp' | 'closed';

/** A pause after a change, so a burst of clicks is one request. */
export const AUTOSAVE_DEBOUNCE_MS = 400;
/** After a failure that may pass (network, 5xx), the next try. */
export const AUTOSAVE_RETRY_MS = 5000;

interface AutosaverOptions {
  save: (answers: Answers) => Promise<AutosaveResult>;
  onStatus: (status: SaveStatus) => void;
  onSaved: (remainingSeconds: number) => void;
  onClosed: (reason: ClosedReason) => void;
}

/**
 * One request at a time, always the whole answers array, and the newest one wins: a change made
 * while a save is on its way is sent as soon as that save answers, so the last change is never lost.
 */
function createAutosaver(options: () => AutosaverOptions) {
  let waiting: Answers | null = null;
  let sending = false;
  let stopped = false;
  /** The page has gone: what is waiting still goes out, but nothing is reported any more. */
  let detached = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const report = (status: SaveStatus) => {
    if (!detached) options().onStatus(status);
  };
  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      void send();
    }, ms);
  };

  async function send(): Promise<void> {
    if (sending || stopped || !waiting) return;
    const answers = waiting;
    waiting = null;
    sending = true;
    report('saving');
    try {
      const { remainingSeconds } = await options().save(answers);
      if (!stopped && !detached) options().onSaved(remainingSeconds);
    } catch (error) {
      if (stopped) return;
      if (error instanceof ApiError && error.status === 409) {
        stopped = true;
        waiting = null;
        if (!detached) options().onClosed(hasCode(error, QUIZ_ERRORS.timeUp.code) ? 'timeUp' : 'closed');
        return;
      }
      waiting ??= answers;
      report('failed');
      // A refusal (400) will not change by itself; the next change tries again.
      const mayPass = !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
      if (mayPass && !detached && !timer) schedule(AUTOSAVE_RETRY_MS);
      return;
    } finally {
      sending = false;
    }
    if (stopped) return;
    if (waiting && !timer) void send();
    else if (!waiting) report('saved');
  }

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    void send();
  };

  return {
    change(answers: Answers) {
      if (stopped) return;
      waiting = answers;
      report('saving');
      schedule(AUTOSAVE_DEBOUNCE_MS);
    },
    /** Sends what is waiting now, without the pause. */
    flush,
    /** No more saves (the attempt is being submitted, with its answers in the submit). */
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
    },
    /** Saves again after a submit that failed. */
    resume() {
      stopped = false;
    },
    attach() {
      detached = false;
    },
    detach() {
      detached = true;
      flush();
    },
  };
}

interface AutosaveCallbacks {
  /** The server's time left, after each save. */
  onSaved: (remainingSeconds: number) => void;
  onClosed: (reason: ClosedReason) => void;
}

/**
 * Autosave of an open attempt (PUT /quiz/{quizId}/attempt) after every change. What is waiting is
 * sent at once when the tab is hidden or the page is left.
 */
export function useAttemptAutosave(quizId: string, callbacks: AutosaveCallbacks) {
  const { mutateAsync } = useSaveAnswers();
  const [status, setStatus] = useState<SaveStatus>('idle');
  const latest = useRef({ quizId, mutateAsync, ...callbacks });
  useEffect(() => {
    latest.current = { quizId, mutateAsync, ...callbacks };
  });

  const [saver] = useState(() =>
    createAutosaver(() => ({
      save: (answers) => latest.current.mutateAsync({ quizId: latest.current.quizId, answers }),
      onStatus: setStatus,
      onSaved: (seconds) => latest.current.onSaved(seconds),
      onClosed: (reason) => latest.current.onClosed(reason),
    })),
  );

  useEffect(() => {
    saver.attach();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') saver.flush();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', saver.flush);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', saver.flush);
      saver.detach();
    };
  }, [saver]);

  return {
    status,
    change: saver.change,
    stop: saver.stop,
    resume: saver.resume,
  };
}
