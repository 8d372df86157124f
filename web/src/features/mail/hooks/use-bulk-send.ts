import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { mailKeys } from '../api/keys';
import { sendBulkEmail } from '../api/send-bulk-email';
import { MAIL_MESSAGES } from '../messages';
import type { CsvRecipient } from '../recipients-csv';

/** spec-2 §4: unset, then success or error; `skipped` rows (bad or repeated addresses) are never sent. */
export type RecipientStatus =
  | { state: 'pending' }
  | { state: 'sending' }
  | { state: 'waiting'; seconds: number }
  | { state: 'sent' }
  | { state: 'failed'; reason: string }
  | { state: 'skipped'; reason: string };

/** How often one recipient waits out a busy send rate (429) before it is marked failed. */
const MAX_BUSY_WAITS = 10;

const initial = (recipient: CsvRecipient): RecipientStatus =>
  recipient.problem ? { state: 'skipped', reason: recipient.problem } : { state: 'pending' };

/** Rows a press of Send Emails sends: not sent yet, or failed last time. */
const sendable = (status: RecipientStatus) => status.state === 'pending' || status.state === 'failed';

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

const reasonOf = (error: unknown) =>
  errorText(error, error instanceof ApiError ? error.message : MAIL_MESSAGES.somethingWentWrong);

interface Outcome {
  status: RecipientStatus;
  /** The session is over (401): nothing further can be sent. */
  signedOut?: boolean;
}

/** When a 429 names no wait. */
const DEFAULT_RETRY_SECONDS = 5;

/** One recipient, waiting out a busy send rate (429 with Retry-After) and trying again. */
async function sendOne(
  { email, name }: CsvRecipient,
  templateName: string,
  signal: AbortSignal,
  onStatus: (status: RecipientStatus) => void,
): Promise<Outcome> {
  for (let waits = 0; ; waits++) {
    try {
      const failed = await sendBulkEmail(
        { emailList: [name ? { email, name } : { email }], templateName },
        signal,
      );
      if (failed.length === 0) return { status: { state: 'sent' } };
      const mine = failed.find((entry) => entry.email.toLowerCase() === email.toLowerCase()) ?? failed[0];
      return { status: { state: 'failed', reason: mine?.reason || MAIL_MESSAGES.somethingWentWrong } };
    } catch (error) {
      if (signal.aborted) throw error;
      if (error instanceof ApiError && error.status === 429 && waits < MAX_BUSY_WAITS) {
        const seconds = error.retryAfter ?? DEFAULT_RETRY_SECONDS;
        onStatus({ state: 'waiting', seconds });
        await pause(seconds * 1000, signal);
        onStatus({ state: 'sending' });
        continue;
      }
      const signedOut = error instanceof ApiError && error.status === 401;
      return { status: { state: 'failed', reason: reasonOf(error) }, signedOut };
    }
  }
}

export interface SendRun {
  /** Recipients this run sends. */
  total: number;
  /** Of those, how many have an answer. */
  done: number;
}

/**
 * The bulk sender's recipients and their statuses (spec-2 §4): one POST per recipient, in order,
 * one at a time; a failure marks its row and the run goes on. Leaving the page stops the run.
 */
export function useBulkSend({ onSignedOut }: { onSignedOut: () => void }) {
  const queryClient = useQueryClient();
  const [recipients, setRecipients] = useState<readonly CsvRecipient[]>([]);
  const [statuses, setStatuses] = useState<readonly RecipientStatus[]>([]);
  const [run, setRun] = useState<SendRun | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const setStatus = (index: number, status: RecipientStatus) =>
    setStatuses((current) => current.map((old, i) => (i === index ? status : old)));

  /** A new list: every status starts again (spec-2 §4), as it does for another template. */
  function load(list: readonly CsvRecipient[]) {
    setRecipients(list);
    setStatuses(list.map(initial));
  }

  function resetStatuses() {
    setStatuses(recipients.map(initial));
  }

  async function send(templateName: string) {
    if (controller.current) return;
    const todo = statuses.flatMap((status, index) => (sendable(status) ? [index] : []));
    if (todo.length === 0) return;
    const abort = new AbortController();
    controller.current = abort;
    setRun({ total: todo.length, done: 0 });
    let signedOut = false;
    try {
      for (const index of todo) {
        const recipient = recipients[index];
        if (!recipient) continue;
        setStatus(index, { state: 'sending' });
        const outcome = await sendOne(recipient, templateName, abort.signal, (status) =>
          setStatus(index, status),
        );
        setStatus(index, outcome.status);
        setRun((current) => current && { ...current, done: current.done + 1 });
        if (outcome.signedOut) {
          signedOut = true;
          break;
        }
      }
    } catch (error) {
      // Aborted: the page is gone, and with it everything this run would update.
      if (!abort.signal.aborted) throw error;
    } finally {
      controller.current = null;
      setRun(null);
    }
    if (abort.signal.aborted) return;
    void queryClient.invalidateQueries({ queryKey: mailKeys.logs() });
    if (signedOut) onSignedOut();
    else toast.success(MAIL_MESSAGES.allProcessed);
  }

  return {
    recipients,
    statuses,
    run,
    sending: run !== null,
    /** spec-2 §4: the processed counter rises on each success. */
    processed: statuses.filter((status) => status.state === 'sent').length,
    canSend: run === null && statuses.some(sendable),
    load,
    resetStatuses,
    send,
  };
}
