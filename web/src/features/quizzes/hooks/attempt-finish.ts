import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError } from '../../../lib/api-client';
import { useSubmitQuiz } from '../api/submit-quiz';
import { QUIZ_MESSAGES } from '../messages';
import type { Answers } from './attempt-autosave';

export const resultPath = (quizId: string, attemptId: string) =>
  `/dashboard/student/quiz/${encodeURIComponent(quizId)}/result?attempt=${encodeURIComponent(attemptId)}`;

/** Answering; submitting by the student's choice; or the time is up (submitting, or a retry offered). */
export type AttemptPhase = 'answering' | 'submitting' | 'timeUp';

interface FinishOptions {
  quizId: string;
  attemptId: string;
  /** The signed-in student's _id, which the submit carries. */
  userId: string;
}

/**
 * The end of an attempt: one submit at a time, then the result in place of the attempt (so Back
 * does not lead into a finished attempt, which would start a new one).
 */
export function useFinishAttempt({ quizId, attemptId, userId }: FinishOptions) {
  const navigate = useNavigate();
  const submit = useSubmitQuiz();
  const [phase, setPhase] = useState<AttemptPhase>('answering');
  const finishing = useRef(false);

  const showResult = (id: string) => void navigate(resultPath(quizId, id), { replace: true });

  function finish(reason: 'manual' | 'timeUp', answers: Answers, onFailed: () => void) {
    if (finishing.current) return;
    finishing.current = true;
    setPhase(reason === 'timeUp' ? 'timeUp' : 'submitting');
    submit.mutate(
      { quizId, answers, userId },
      {
        onSuccess: (review) => showResult(review._id),
        onError: (error) => {
          // The attempt is closed already (the server scored it at its deadline, or another tab
          // submitted it): its result is there to see.
          if (error instanceof ApiError && error.status === 409) return showResult(attemptId);
          toast.error(QUIZ_MESSAGES.submitFailed);
          finishing.current = false;
          if (reason === 'manual') setPhase('answering');
          onFailed();
        },
      },
    );
  }

  return {
    phase,
    pending: submit.isPending,
    finish,
    /** The attempt was closed elsewhere: its result. */
    showClosed: () => showResult(attemptId),
  };
}
