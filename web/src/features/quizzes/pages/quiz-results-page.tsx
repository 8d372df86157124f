import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card, CardHeader, TitledCard } from '../../../components/ui/card';
import { ChevronLeftIcon, FileTextIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { ApiError } from '../../../lib/api-client';
import { useExportQuizResults } from '../api/export-quiz-results';
import { useQuizResults } from '../api/get-quiz-results';
import { QUIZ_ADMIN_TEXT } from '../admin-messages';
import { QUIZ_TEXT } from '../messages';
import { ADMIN_QUIZ_PATHS } from '../components/admin-quiz-paths';
import { ResultsAttemptsTable } from '../components/results-attempts-table';
import { ResultsLazyChart } from '../components/results-lazy-chart';
import { ResultsQuestions } from '../components/results-questions';
import { ResultsStats } from '../components/results-stats';
import styles from './quiz-results-page.module.css';

/** /dashboard/admin/quiz-results/{quizId}: how a quiz went, question by question and student by student. */
export function QuizResultsPage() {
  const { quizId = '' } = useParams();
  const results = useQuizResults(quizId);
  const exportCsv = useExportQuizResults();
  const data = results.data;

  const back = (
    <Link to={ADMIN_QUIZ_PATHS.builder} className={styles.back}>
      <ChevronLeftIcon size={16} /> {QUIZ_ADMIN_TEXT.backToBuilder}
    </Link>
  );

  return (
    <Page
      className={styles.page}
      title={QUIZ_ADMIN_TEXT.resultsTitle}
      description={
        data ? `${data.quiz.title} · ${QUIZ_ADMIN_TEXT.questions(data.quiz.questionCount)}` : undefined
      }
    >
      {back}
      {results.isPending && <Loading label="Loading the results…" />}
      {results.isError && !data && (
        <p role="alert">
          {results.error instanceof ApiError && results.error.status === 404
            ? QUIZ_TEXT.notFound
            : QUIZ_ADMIN_TEXT.resultsLoadFailed}
        </p>
      )}
      {data && data.attemptCount === 0 && (
        <Card>
          <p className={styles.empty}>{QUIZ_ADMIN_TEXT.noAttempts}</p>
        </Card>
      )}
      {data && data.attemptCount > 0 && (
        <>
          <ResultsStats results={data} />
          <TitledCard
            headingId="results-chart-heading"
            title="Correct answers per question"
            description="The share of attempts that chose the correct option. Low bars are the questions to look at."
          >
            <ResultsLazyChart
              shares={data.questions.map((q, i) => ({ name: `Q${i + 1}`, share: q.correctShare }))}
            />
          </TitledCard>
          <TitledCard
            headingId="results-questions-heading"
            title="Answers by option"
            description="Who chose what: a wrong option chosen more than the correct one misleads."
          >
            <ResultsQuestions results={data} />
          </TitledCard>
          <Card aria-labelledby="results-attempts-heading">
            <div className={styles.top}>
              <CardHeader
                id="results-attempts-heading"
                title="Attempts"
                description={`${data.attemptCount} submitted`}
              />
              <Button
                variant="secondary"
                loading={exportCsv.isPending}
                onClick={() =>
                  exportCsv.mutate(
                    { quizId, title: data.quiz.title },
                    { onError: () => toast.error(QUIZ_ADMIN_TEXT.downloadFailed) },
                  )
                }
              >
                <FileTextIcon size={18} /> Download CSV
              </Button>
            </div>
            <ResultsAttemptsTable results={data} />
          </Card>
        </>
      )}
      {data && data.attemptCount > 0 && (
        <p className={styles.footer}>
          <Link to={ADMIN_QUIZ_PATHS.edit(quizId)} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
            Open the quiz in the Quiz Creator
          </Link>
        </p>
      )}
    </Page>
  );
}
