/** The Q & A messages the server sends, which the tab toasts as sent. */
export { QNA_MESSAGES } from '@atelier/contract/qna';

/** Wording of the Q & A tab (the spec names none of these). */
export const QNA_TEXT = {
  loadFailed: 'Could not load the questions. Please try again.',
  loadMoreFailed: 'Could not load more questions. Please try again.',
  empty: 'No questions yet. Be the first to ask.',
  postFailed: 'Could not post. Please try again.',
  likeFailed: 'Could not update the like. Please try again.',
} as const;
