import type { OpenAttempt } from '@atelier/contract/quizzes';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QUIZ_MESSAGES, QUIZ_TEXT, QUIZ_UI_TEXT } from '../messages';
import { useAttemptAutosave, type Answers, type SaveStatus } from '../hooks/attempt-autosave';
import { useFinishAttempt } from '../hooks/attempt-finish';
import { AttemptNav } from './attempt-nav';
import { AttemptQuestion } from './attempt-question';
import { AttemptQuestionList } from './attempt-question-list';
import styles from './attempt-runner.module.css';
import { Countdown } from './countdown';
import { useCountdown } from '../hooks/countdown-clock';

const SAVE_TEXT: Record<SaveStatus, string> = {
  idle: QUIZ_UI_TEXT.saveIdle,
  saving: QUIZ_UI_TEXT.saving,
  saved: QUIZ_UI_TEXT.saved,
  failed: QUIZ_UI_TEXT.saveFailed,
};

/**
 * An open attempt (spec-2 §2 Quiz attempt): one question at a time, the server's clock counting
 * down, every change autosaved, and the submit — by the student, at zero, or when the server says
 * the time is up.
 */
export function AttemptRunner({ attempt, userId }: { attempt: OpenAttempt; userId: string }) {
  const { quizId, attemptId, questions } = attempt;
  const [answers, setAnswers] = useState<Answers>(() => questions.map((_, i) => attempt.answers[i] ?? null));
  // A resumed attempt opens on its first unanswered question.
  const [current, setCurrent] = useState(() => Math.max(0, answers.indexOf(null)));
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownQuestion = useRef(current);

  const totalSeconds = Math.max(
    attempt.remainingSeconds,
    Math.round((Date.parse(attempt.deadline) - Date.parse(attempt.startedAt)) / 1000),
  );
  const ending = useFinishAttempt({ quizId, attemptId, userId });
  const countdown = useCountdown(attempt.remainingSeconds, () => finish('timeUp'));
  const autosave = useAttemptAutosave(quizId, {
    onSaved: (seconds) => countdown.sync(seconds),
    onClosed: (reason) => {
      if (reason === 'closed') return ending.showClosed();
      toast.info(QUIZ_TEXT.timeUp, { toastId: 'quiz-time-up' });
      finish('timeUp');
    },
  });

  useEffect(() => {
    if (shownQuestion.current === current) return;
    shownQuestion.current = current;
    heading.current?.focus();
  }, [current]);

  function finish(reason: 'manual' | 'timeUp') {
    autosave.stop();
    setConfirming(false);
    ending.finish(reason, answers, () => {
      if (reason !== 'manual') return;
      // Back to answering: what the submit carried is saved instead.
      autosave.resume();
      autosave.change(answers);
    });
  }

  function choose(option: number) {
    const next = answers.map((answer, i) => (i === current ? option : answer));
    setAnswers(next);
    autosave.change(next);
  }

  const question = questions[current];
  if (!question) return null;
  const locked = ending.phase !== 'answering';
  const unanswered = answers.filter((answer) => answer === null).length;

  return (
    <div className={styles.layout}>
      <header className={styles.head}>
        <h1 className={styles.title}>{attempt.title}</h1>
        <p className={styles.saveStatus} role="status" data-status={autosave.status}>
          {SAVE_TEXT[autosave.status]}
        </p>
      </header>

      <div className={styles.timer}>
        <Countdown remaining={countdown.remaining} total={totalSeconds} />
      </div>

      <div className={styles.questionCard}>
        {ending.phase === 'timeUp' && (
          <div className={styles.timeUp} role="alert">
            <p>{QUIZ_UI_TEXT.timeUpSubmitting}</p>
            {!ending.pending && (
              <Button size="sm" onClick={() => finish('timeUp')}>
                {QUIZ_MESSAGES.submitQuiz}
              </Button>
            )}
          </div>
        )}
        <AttemptQuestion
          key={current}
          question={question}
          index={current}
          count={questions.length}
          chosen={answers[current] ?? null}
          disabled={locked}
          onChoose={choose}
          headingRef={heading}
        />
        <AttemptNav
          current={current}
          count={questions.length}
          phase={ending.phase}
          onMove={setCurrent}
          onSubmit={() => setConfirming(true)}
        />
      </div>

      <aside className={styles.list}>
        <AttemptQuestionList
          questions={questions}
          answers={answers}
          current={current}
          disabled={locked}
          onJump={setCurrent}
        />
      </aside>

      {confirming && (
        <ConfirmDialog
          title={QUIZ_UI_TEXT.confirmSubmitTitle}
          confirmLabel={QUIZ_MESSAGES.submitQuiz}
          pending={ending.pending}
          onConfirm={() => finish('manual')}
          onClose={() => setConfirming(false)}
        >
          {unanswered > 0 ? QUIZ_UI_TEXT.confirmSubmit(unanswered) : QUIZ_UI_TEXT.confirmSubmitAll}
        </ConfirmDialog>
      )}
    </div>
  );
}
