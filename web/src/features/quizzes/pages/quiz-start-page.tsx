import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { useQuiz } from '../api/get-quiz';
import { useStartAttempt } from '../api/start-attempt';
import { AttemptRefusal, QUIZZES_PATH, refusalMessage } from '../components/attempt-refusal';
import { QuizCardCover } from '../components/quiz-card-cover';
import { QUIZ_MESSAGES, QUIZ_UI_TEXT } from '../messages';
import styles from './quiz-start-page.module.css';

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
        <AttemptRefusal message={refusalMessage(quiz.error, QUIZ_UI_TEXT.quizLoadFailed)} />
      </Page>
    );
  }

  const { title, description, coverImage, timeLimit, questionCount } = quiz.data;
  const onStart = () =>
    start.mutate(quizId, {
      onSuccess: () => void navigate(`/dashboard/student/quiz/${encodeURIComponent(quizId)}`),
    });

  return (
    <Page title={title} className={styles.page}>
      {start.isError ? (
        <AttemptRefusal message={refusalMessage(start.error, QUIZ_UI_TEXT.startFailed)} />
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
        </dl>
        <section aria-labelledby="quiz-rules" className={styles.rules}>
          <h2 id="quiz-rules">{QUIZ_UI_TEXT.rulesTitle}</h2>
          <ul>
            {QUIZ_UI_TEXT.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </section>
        <div className={styles.actions}>
          <Button onClick={onStart} loading={start.isPending} className={styles.startButton}>
            {QUIZ_MESSAGES.startQuiz}
          </Button>
          <Button variant="ghost" onClick={() => void navigate(QUIZZES_PATH)}>
            {QUIZ_UI_TEXT.backToQuizzes}
          </Button>
        </div>
      </Card>
    </Page>
  );
}
