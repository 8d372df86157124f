/** Query keys of the notebook: every notebook query starts with `notebookKeys.all`. */
export const notebookKeys = {
  all: ['notebook'] as const,
  /** One user's notes on one chapter. */
  notes: ({ userId, courseId, chapterId }: { userId: string; courseId: string; chapterId: string }) =>
    [...notebookKeys.all, userId, courseId, chapterId] as const,
};
