import { useQueryClient } from '@tanstack/react-query';
import { AssistantPanel, type AssistantChapter } from '../../features/assistant/components/assistant-panel';
import { askQuestion } from '../../features/qna/api/ask-question';
import { questionsQueryOptions } from '../../features/qna/api/get-questions';
import { useCurrentUser } from '../../lib/session/session-context';

/**
 * The assistant (assistant) with its one-click offer to post what it cannot answer to the chapter's
 * Q & A (qna): features do not import each other, so the app joins them here.
 */
export function CourseAssistant({
  courseId,
  chapter,
}: {
  courseId: string;
  chapter: AssistantChapter | null;
}) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  async function postToQna(chapterId: string, question: string) {
    await askQuestion({ courseId, chapterId, userId: user._id, question });
    await queryClient.invalidateQueries({ queryKey: questionsQueryOptions(courseId, chapterId).queryKey });
  }
  return <AssistantPanel courseId={courseId} chapter={chapter} postToQna={postToQna} />;
}
