import { useNavigate, useParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { QUIZ_ADMIN_TEXT } from '../admin-messages';
import { AdminQuizList } from '../components/admin-quiz-list';
import { ADMIN_QUIZ_PATHS } from '../components/admin-quiz-paths';
import { BuilderCreateQuiz } from '../components/builder-create-quiz';
import { BuilderEditQuiz } from '../components/builder-edit-quiz';
import styles from './quiz-builder-page.module.css';

/**
 * /dashboard/admin/quiz-builder (a new quiz) and quiz-builder/{quizId} (an existing one): the
 * builder (spec-2 Quiz builder), and below it every quiz with Edit, Publish, Results and Delete.
 */
export function QuizBuilderPage() {
  const { quizId } = useParams();
  const navigate = useNavigate();
  return (
    <Page
      className={styles.page}
      title={quizId ? 'Edit Quiz' : QUIZ_ADMIN_TEXT.builderTitle}
      description={quizId ? QUIZ_ADMIN_TEXT.editLead : QUIZ_ADMIN_TEXT.builderLead}
    >
      {quizId ? <BuilderEditQuiz key={quizId} quizId={quizId} /> : <BuilderCreateQuiz />}
      <AdminQuizList
        editingId={quizId}
        onDeleted={(deleted) => {
          if (deleted === quizId) void navigate(ADMIN_QUIZ_PATHS.builder, { replace: true });
        }}
      />
    </Page>
  );
}
