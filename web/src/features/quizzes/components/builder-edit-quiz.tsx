import { QUIZ_ERRORS } from '@atelier/contract/quizzes';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { buttonClass } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { ApiError } from '../../../lib/api-client';
import { hasCode } from '../../../lib/error-text';
import { useQuizFull } from '../api/get-quiz-full';
import { useUpdateQuiz } from '../api/update-quiz';
import { QUIZ_ADMIN_TEXT } from '../admin-messages';
import { QUIZ_TEXT } from '../messages';
import { AdminQuizLocked } from './admin-quiz-locked';
import { ADMIN_QUIZ_PATHS } from './admin-quiz-paths';
import { quizToDraft, type QuizOutput } from './builder-draft';
import { BuilderForm } from './builder-form';

/**
 * An existing quiz in the builder, from GET /quiz/{id}/full. Once students have attempted it, its
 * questions are fixed: the admin sees why, and may only publish, unpublish or read the results.
 */
export function BuilderEditQuiz({ quizId }: { quizId: string }) {
  const quiz = useQuizFull(quizId);
  const update = useUpdateQuiz(quizId);

  async function submit(body: QuizOutput) {
    try {
      await update.mutateAsync(body);
    } catch (error) {
      // Somebody started the quiz meanwhile; the refreshed quiz now shows it locked.
      toast.error(
        hasCode(error, QUIZ_ERRORS.attempted.code) ? QUIZ_TEXT.attempted : QUIZ_ADMIN_TEXT.saveFailed,
      );
      throw error;
    }
    toast.success(QUIZ_TEXT.updated);
  }

  // The builder starts from the quiz as the server has it now, not from an older cached copy.
  if (!quiz.isFetchedAfterMount) return <Loading label="Loading the quiz…" />;
  if (!quiz.data)
    return (
      <p role="alert">
        {quiz.error instanceof ApiError && quiz.error.status === 404
          ? QUIZ_TEXT.notFound
          : QUIZ_ADMIN_TEXT.loadFailed}
      </p>
    );
  if (quiz.data.attemptCount > 0) return <AdminQuizLocked quiz={quiz.data} />;
  return (
    <BuilderForm
      initial={() => quizToDraft(quiz.data)}
      submitLabel={QUIZ_ADMIN_TEXT.saveChanges}
      pending={update.isPending}
      onSubmit={submit}
      secondaryAction={
        <Link to={ADMIN_QUIZ_PATHS.builder} className={buttonClass({ variant: 'secondary' })}>
          Cancel
        </Link>
      }
    />
  );
}
