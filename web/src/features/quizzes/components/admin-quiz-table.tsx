import type { QuizCard } from '@atelier/contract/quizzes';
import { DataTable } from '../../../components/ui/data-table';
import { DataTableHead, RowButton, RowLink, SwapLabel } from '../../../components/ui/table-parts';
import { QUIZ_ADMIN_TEXT } from '../admin-messages';
import { ADMIN_QUIZ_PATHS } from './admin-quiz-paths';
import styles from './admin-quiz-table.module.css';

interface AdminQuizTableProps {
  quizzes: readonly QuizCard[];
  /** The quiz open in the builder, if one is being edited. */
  editingId: string | undefined;
  /** The quiz whose published state is being changed. */
  busyId: string | undefined;
  onTogglePublished: (quiz: QuizCard) => void;
  onDelete: (quiz: QuizCard) => void;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The admin's quizzes: status, questions and attempts, with Edit, Publish/Unpublish, Results and Delete. */
export function AdminQuizTable({
  quizzes,
  editingId,
  busyId,
  onTogglePublished,
  onDelete,
}: AdminQuizTableProps) {
  return (
    <DataTable label="Quiz list" className={styles.table}>
      <DataTableHead columns={['Quiz', 'Status', 'Questions', 'Attempted by']} />
      <tbody>
        {quizzes.map((quiz) => (
          <tr key={quiz._id} aria-current={quiz._id === editingId ? 'true' : undefined}>
            <th scope="row" className={styles.title}>
              {quiz.title}
              <span className={styles.sub}>{quiz.timeLimit} min</span>
            </th>
            <td data-label="Status">
              <span className={quiz.published ? styles.published : styles.unpublished}>
                {quiz.published ? QUIZ_ADMIN_TEXT.published : QUIZ_ADMIN_TEXT.unpublished}
              </span>
            </td>
            <td className={styles.muted} data-label="Questions">
              {QUIZ_ADMIN_TEXT.questions(quiz.questionCount)}
            </td>
            <td className={styles.muted} data-label="Attempted by">
              {count(quiz.studentsAttempted, 'student', 'students')}
            </td>
            <td className={styles.actions}>
              <RowLink verb="Edit" item={quiz.title} to={ADMIN_QUIZ_PATHS.edit(quiz._id)} />
              <RowButton
                verb={quiz.published ? 'Unpublish' : 'Publish'}
                item={quiz.title}
                loading={busyId === quiz._id}
                onClick={() => onTogglePublished(quiz)}
              >
                <SwapLabel
                  words={['Unpublish', 'Publish']}
                  current={quiz.published ? 'Unpublish' : 'Publish'}
                />
              </RowButton>
              <RowLink verb="Results of" item={quiz.title} to={ADMIN_QUIZ_PATHS.results(quiz._id)}>
                Results
              </RowLink>
              <RowButton verb="Delete" item={quiz.title} variant="danger" onClick={() => onDelete(quiz)} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
