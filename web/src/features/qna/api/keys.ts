/** Query keys of Q & A: every Q & A query starts with `qnaKeys.all`. */
export const qnaKeys = {
  all: ['qna'] as const,
  /** The questions of one chapter, every loaded page. */
  questions: (courseId: string, chapterId: string) => [...qnaKeys.all, courseId, chapterId] as const,
};
