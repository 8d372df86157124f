import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { errorText, isRefusal } from '../../../lib/error-text';
import { useQuiz } from '../api/get-quiz';
import { useStartAttempt } from '../api/start-attempt';
import { AttemptRefusal, QUIZZES_PATH } from '../components/attempt-refusal';
import { allowanceText } from '../components/quiz-card';
import { QuizCardCover } from '../components/quiz-card-cover';
import { QUIZ_MESSAGES, QUIZ_UI_TEXT } from '../messages';
import styles from './quiz-start-page.module.css';
import { formatDateTime } from '../../../lib/dates';

/** quiz/{quizId}/start (spec-2 §2 Quiz start): what the quiz is, its rules, and Start Quiz. */
export function QuizStartPage() {
  const { quizId = '' } = useParams();
  const quiz = useQuiz(quizId);
  const start = useStartAttempt();
  const navigate = useNavigate();

  if (quiz.isPending) {
    return (
      <Page title={QUIZ_MESSAGES.startQuiz}>
        <Loading label={QUIZ_UI_TEXT.loadingQuiz} />
      </Page>
    );
  }
  if (quiz.isError) {
    return (
      <Page title={QUIZ_MESSAGES.startQuiz}>
        <AttemptRefusal message={errorText(quiz.error, QUIZ_UI_TEXT.quizLoadFailed, { spoken: isRefusal })} />
      </Page>
    );
  }

  const { title, description, coverImage, timeLimit, questionCount } = quiz.data;
  // No new attempt may start (issue 25); an open one may always be resumed.
  const blocked = !quiz.data.inProgress && (quiz.data.closed || quiz.data.attemptsLeft === 0);
  const quizPath = `/dashboard/student/quiz/${encodeURIComponent(quizId)}`;
  const onStart = () =>
    start.mutate(quizId, {
      onSuccess: () => void navigate(quizPath),
    });

  return (
    <Page title={title} className={styles.page}>
      {start.isError ? (
        <AttemptRefusal message={errorText(start.error, QUIZ_UI_TEXT.startFailed, { spoken: isRefusal })} />
      ) : null}
      <Card as="div" className={styles.card}>
        <QuizCardCover src={coverImage} className={styles.cover} />
        {description && <p className={styles.description}>{description}</p>}
        <dl className={styles.facts}>
          <div>
            <dt>{QUIZ_UI_TEXT.timeLimit}</dt>
            <dd>{QUIZ_UI_TEXT.minutes(timeLimit)}</dd>
          </div>
          <div>
            <dt>{QUIZ_UI_TEXT.questionCount}</dt>
            <dd>{questionCount}</dd>
          </div>
          <div>
            <dt>{QUIZ_UI_TEXT.attemptsLabel}</dt>
            <dd>
              {quiz.data.attemptsLeft === null
                ? QUIZ_UI_TEXT.unlimited
                : QUIZ_UI_TEXT.attemptsLeftShort(quiz.data.attemptsLeft, quiz.data.attemptsAllowed)}
            </dd>
          </div>
          {quiz.data.closesAt && (
            <div>
              <dt>{QUIZ_UI_TEXT.closesLabel}</dt>
              <dd>{formatDateTime(quiz.data.closesAt)}</dd>
            </div>
          )}
        </dl>
        {blocked && (
          <p className={styles.blocked} role="status">
            {allowanceText(quiz.data)}
          </p>
        )}
        <section aria-labelledby="quiz-rules" className={styles.rules}>
          <h2 id="quiz-rules">{QUIZ_UI_TEXT.rulesTitle}</h2>
          <ul>
            {QUIZ_UI_TEXT.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </section>
        <div className={styles.actions}>
          {blocked ? (
            quiz.data.attemptsUsed > 0 && (
              <Link to={`${quizPath}/result`} className={`${buttonClass()} ${styles.startButton}`}>
                {QUIZ_UI_TEXT.viewResult}
              </Link>
            )
          ) : (
            <Button onClick={onStart} loading={start.isPending} className={styles.startButton}>
              {quiz.data.inProgress ? QUIZ_UI_TEXT.resume : QUIZ_MESSAGES.startQuiz}
            </Button>
          )}
          <Button variant="ghost" onClick={() => void navigate(QUIZZES_PATH)}>
            {QUIZ_UI_TEXT.backToQuizzes}
          </Button>
        </div>
      </Card>
    </Page>
  );
}
