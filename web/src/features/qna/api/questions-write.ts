import type { Question } from '@atelier/contract/qna';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoadedPages } from '../../../lib/paged-list';
import { questionsQueryOptions } from './get-questions';

/**
 * A write on a chapter's questions: its answer shows at once in the pages loaded so far (`change`),
 * then every loaded page is fetched again for what others changed, without holding the button
 * until they are all back.
 */
export function useQuestionsWrite<Answer, Input>(
  courseId: string,
  chapterId: string,
  write: (input: Input) => Promise<Answer>,
  change: (
    data: LoadedPages<Question> | undefined,
    answer: Answer,
    input: Input,
  ) => LoadedPages<Question> | undefined,
) {
  const queryClient = useQueryClient();
  const { queryKey } = questionsQueryOptions(courseId, chapterId);
  return useMutation({
    mutationFn: write,
    onSuccess: (answer, input) => {
      queryClient.setQueryData(queryKey, (data) => change(data, answer, input));
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
