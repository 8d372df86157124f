import type { QuizCard } from '@atelier/contract/quizzes';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { TitledCard } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Loading } from '../../../components/ui/loading';
import { useDeleteQuiz } from '../api/delete-quiz';
import { useAdminQuizzes } from '../api/get-admin-quizzes';
import { usePublishQuiz } from '../api/publish-quiz';
import { QUIZ_ADMIN_TEXT } from '../admin-messages';
import { QUIZ_TEXT } from '../messages';
import { AdminQuizTable } from './admin-quiz-table';

interface AdminQuizListProps {
  /** The quiz open in the builder, if one is being edited. */
  editingId?: string;
  /** After a quiz is deleted (the builder leaves it if it was open). */
  onDeleted?: (quizId: string) => void;
}

const plural = (n: number) => `${n} ${n === 1 ? 'quiz' : 'quizzes'}`;

/** Every quiz, published or not, with what an admin can do to each. */
export function AdminQuizList({ editingId, onDeleted }: AdminQuizListProps) {
  const quizzes = useAdminQuizzes();
  const publish = usePublishQuiz();
  const remove = useDeleteQuiz();
  const [deleting, setDeleting] = useState<QuizCard | null>(null);

  function togglePublished(quiz: QuizCard) {
    publish.mutate(
      { quizId: quiz._id, published: !quiz.published },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: () => toast.error(QUIZ_ADMIN_TEXT.publishFailed),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    const quizId = deleting._id;
    remove.mutate(quizId, {
      onSuccess: ({ message }) => {
        toast.success(message || QUIZ_TEXT.deleted);
        setDeleting(null);
        onDeleted?.(quizId);
      },
      onError: () => toast.error(QUIZ_ADMIN_TEXT.deleteFailed),
    });
  }

  return (
    <TitledCard
      headingId="admin-quizzes-heading"
      title="Your quizzes"
      description={quizzes.data ? plural(quizzes.data.length) : undefined}
    >
      {quizzes.isPending && <Loading label="Loading the quizzes…" />}
      {quizzes.isError && !quizzes.data && <p role="alert">{QUIZ_ADMIN_TEXT.listLoadFailed}</p>}
      {quizzes.data?.length === 0 && <p>{QUIZ_ADMIN_TEXT.noQuizzes}</p>}
      {quizzes.data && quizzes.data.length > 0 && (
        <AdminQuizTable
          quizzes={quizzes.data}
          editingId={editingId}
          busyId={publish.isPending ? publish.variables.quizId : undefined}
          onTogglePublished={togglePublished}
          onDelete={setDeleting}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete quiz?"
          confirmLabel="Delete"
          danger
          pending={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        >
          {QUIZ_ADMIN_TEXT.confirmDelete(deleting.title, deleting.studentsAttempted)}
        </ConfirmDialog>
      )}
    </TitledCard>
  );
}
