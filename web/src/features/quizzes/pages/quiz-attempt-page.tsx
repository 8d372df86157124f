import { useParams } from 'react-router';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { usePageTitle } from '../../../lib/page-title';
import { useCurrentUser } from '../../../lib/session/session-context';
import { errorText, isRefusal } from '../../../lib/error-text';
import { useOpenAttempt } from '../api/start-attempt';
import { AttemptRefusal } from '../components/attempt-refusal';
import { AttemptRunner } from '../components/attempt-runner';
import { QUIZ_UI_TEXT } from '../messages';

/**
 * quiz/{quizId} (spec-2 §2 Quiz attempt). Opening it starts the attempt, or picks up the one
 * already open with its saved answers and the time the server has left for it.
 */
export function QuizAttemptPage() {
  const { quizId = '' } = useParams();
  const user = useCurrentUser();
  const attempt = useOpenAttempt(quizId);
  usePageTitle(attempt.data?.title ?? 'Quiz');

  if (attempt.isPending) return <Loading label={QUIZ_UI_TEXT.starting} />;
  if (attempt.isError) {
    return (
      <Page title="Quiz">
        <AttemptRefusal
          message={errorText(attempt.error, QUIZ_UI_TEXT.startFailed, { spoken: isRefusal })}
          onRetry={isRefusal(attempt.error) ? undefined : () => void attempt.refetch()}
        />
      </Page>
    );
  }
  return <AttemptRunner key={attempt.data.attemptId} attempt={attempt.data} userId={user._id} />;
}
