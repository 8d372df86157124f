import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { useQuizzes } from '../api/get-quizzes';
import { QuizCard } from '../components/quiz-card';
import { QUIZ_UI_TEXT } from '../messages';
import styles from '../../../styles/card-grid-page.module.css';

/** /dashboard/student/quizzes (spec-1 §2 All Quizzes): every open quiz as a card. */
export function QuizzesPage() {
  const quizzes = useQuizzes();

  return (
    <Page title={QUIZ_UI_TEXT.listTitle} description={QUIZ_UI_TEXT.listLead} className={styles.page}>
      {quizzes.isPending && <Loading label={QUIZ_UI_TEXT.loadingQuizzes} />}
      {quizzes.isError && (
        <div className={styles.notice}>
          <p role="alert">{QUIZ_UI_TEXT.listLoadFailed}</p>
          <Button variant="secondary" size="sm" onClick={() => void quizzes.refetch()}>
            {QUIZ_UI_TEXT.tryAgain}
          </Button>
        </div>
      )}
      {quizzes.data?.length === 0 && <p className={styles.notice}>{QUIZ_UI_TEXT.noQuizzes}</p>}
      {quizzes.data && quizzes.data.length > 0 && (
        <ul className={styles.grid} aria-label="Quizzes">
          {quizzes.data.map((quiz) => (
            <li key={quiz._id}>
              <QuizCard quiz={quiz} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
