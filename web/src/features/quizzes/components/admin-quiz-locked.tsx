import type { Quiz } from '@atelier/contract/quizzes';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Button, buttonClass } from '../../../components/ui/button';
import { TitledCard } from '../../../components/ui/card';
import { LockIcon } from '../../../components/ui/icons';
import { usePublishQuiz } from '../api/publish-quiz';
import { QUIZ_ADMIN_TEXT } from '../admin-messages';
import { QUIZ_TEXT } from '../messages';
import styles from './admin-quiz-locked.module.css';
import { AdminQuizSettings } from './admin-quiz-settings';
import { ADMIN_QUIZ_PATHS } from './admin-quiz-paths';

/**
 * A quiz students have attempted: its questions can no longer change (the server answers 409), so
 * instead of the builder the admin may only publish or unpublish it and read its results.
 */
export function AdminQuizLocked({ quiz }: { quiz: Quiz }) {
  const publish = usePublishQuiz();

  function toggle() {
    publish.mutate(
      { quizId: quiz._id, published: !quiz.published },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: () => toast.error(QUIZ_ADMIN_TEXT.publishFailed),
      },
    );
  }

  return (
    <TitledCard
      headingId="locked-quiz-heading"
      title={quiz.title}
      description={`${QUIZ_ADMIN_TEXT.questions(quiz.questions.length)} · ${quiz.timeLimit} min · ${QUIZ_ADMIN_TEXT.attemptsSoFar(quiz.attemptCount)}`}
    >
      <div className={styles.notice} role="status">
        <LockIcon size={20} />
        <div>
          <p className={styles.noticeTitle}>{QUIZ_ADMIN_TEXT.locked}</p>
          <p>{QUIZ_TEXT.attempted}</p>
        </div>
      </div>
      <p className={styles.state}>
        Status: <strong>{quiz.published ? QUIZ_ADMIN_TEXT.published : QUIZ_ADMIN_TEXT.unpublished}</strong>
      </p>
      <div className={styles.actions}>
        <Button
          variant={quiz.published ? 'secondary' : 'primary'}
          loading={publish.isPending}
          onClick={toggle}
        >
          {quiz.published ? 'Unpublish' : 'Publish'}
        </Button>
        <Link to={ADMIN_QUIZ_PATHS.results(quiz._id)} className={buttonClass({ variant: 'secondary' })}>
          Results
        </Link>
        <Link to={ADMIN_QUIZ_PATHS.builder} className={buttonClass({ variant: 'ghost' })}>
          {QUIZ_ADMIN_TEXT.newQuiz}
        </Link>
      </div>
      <AdminQuizSettings quiz={quiz} />
    </TitledCard>
  );
}
