import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { Button, buttonClass } from '../../../components/ui/button';
import { ChevronLeftIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { useCurrentUser } from '../../../lib/session/session-context';
import { errorText, isRefusal } from '../../../lib/error-text';
import { useAttemptReview } from '../api/get-attempt-review';
import { useAttempts } from '../api/get-attempts';
import { useQuiz } from '../api/get-quiz';
import { useStartAttempt } from '../api/start-attempt';
import { AttemptRefusal, QUIZZES_PATH } from '../components/attempt-refusal';
import { ReviewItem } from '../components/review-item';
import { ReviewSummary } from '../components/review-summary';
import { QUIZ_UI_TEXT, REVIEW_WITHHELD_TEXT } from '../messages';
import styles from './quiz-result-page.module.css';

/**
 * quiz/{quizId}/result (spec-2 §2 Quiz result): the attempt named in the address (`?attempt=`, as
 * the submit leaves it), else the newest submitted attempt of this quiz; then its review.
 */
export function QuizResultPage() {
  const { quizId = '' } = useParams();
  const [search] = useSearchParams();
  const named = search.get('attempt') ?? undefined;
  const user = useCurrentUser();
  const attempts = useAttempts(user._id, { enabled: !named });
  const latest = attempts.data?.find((attempt) => attempt.quizId?._id === quizId);
  const attemptId = named ?? latest?._id;
  const review = useAttemptReview(attemptId);
  // Try again only while a new attempt may start (issue 25: attempts allowed, close time).
  const quiz = useQuiz(quizId);
  const mayRetry =
    quiz.data !== undefined && (quiz.data.inProgress || (!quiz.data.closed && quiz.data.attemptsLeft !== 0));
  const again = useStartAttempt();
  const navigate = useNavigate();

  const attemptPath = `/dashboard/student/quiz/${encodeURIComponent(quizId)}`;
  const tryAgain = () =>
    again.mutate(quizId, {
      onSuccess: () => void navigate(attemptPath),
      onError: (error) => toast.error(errorText(error, QUIZ_UI_TEXT.startFailed, { spoken: isRefusal })),
    });

  let body;
  if (!named && attempts.isPending) body = <Loading label={QUIZ_UI_TEXT.loadingResult} />;
  else if (!named && attempts.isError)
    body = (
      <AttemptRefusal
        message={errorText(attempts.error, QUIZ_UI_TEXT.resultLoadFailed, { spoken: isRefusal })}
      />
    );
  else if (!attemptId)
    body = (
      <div className={styles.none}>
        <p>{QUIZ_UI_TEXT.noResult}</p>
        <div className={styles.actions}>
          <Link to={`${attemptPath}/start`} className={buttonClass()}>
            {QUIZ_UI_TEXT.takeQuiz}
          </Link>
          <Link to={QUIZZES_PATH} className={buttonClass({ variant: 'secondary' })}>
            {QUIZ_UI_TEXT.backToQuizzes}
          </Link>
        </div>
      </div>
    );
  else if (review.isPending) body = <Loading label={QUIZ_UI_TEXT.loadingResult} />;
  else if (review.isError)
    body = (
      <AttemptRefusal
        message={errorText(review.error, QUIZ_UI_TEXT.resultLoadFailed, { spoken: isRefusal })}
      />
    );
  else
    body = (
      <>
        <ReviewSummary
          attempt={review.data}
          actions={
            <>
              <Link to={QUIZZES_PATH} className={buttonClass({ variant: 'secondary' })}>
                <ChevronLeftIcon size={18} /> {QUIZ_UI_TEXT.backToQuizzes}
              </Link>
              {mayRetry && (
                <Button onClick={tryAgain} loading={again.isPending}>
                  {QUIZ_UI_TEXT.tryAgain}
                </Button>
              )}
            </>
          }
        />
        <section className={styles.review} aria-labelledby="quiz-review">
          <h2 id="quiz-review" className={styles.reviewTitle}>
            {QUIZ_UI_TEXT.reviewTitle}
          </h2>
          {!review.data.answersShown && (
            <p className={styles.withheld}>{REVIEW_WITHHELD_TEXT[review.data.reviewAnswers]}</p>
          )}
          <ol className={styles.items}>
            {review.data.review.map((entry, i) => (
              <li key={i}>
                <ReviewItem entry={entry} number={i + 1} />
              </li>
            ))}
          </ol>
        </section>
      </>
    );

  return (
    <Page title={QUIZ_UI_TEXT.resultTitle} className={styles.page}>
      {body}
    </Page>
  );
}
