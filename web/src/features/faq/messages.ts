/** The spec's exact FAQ messages and the contract's own wording (spec-2 §3, §5, §8). */
export { FAQ_LIMITS, FAQ_MESSAGES, FAQ_TEXT } from '@atelier/contract/faq';

/** Wording of our own where the spec names none. */
export const FAQ_UI_TEXT = {
  askLead: 'Cannot find what you are looking for? Ask us: an answer will appear here.',
  questionLabel: 'Your question',
  placeholder: 'Drop your question here',
  emailLabel: 'E-mail me when it is answered (optional)',
  add: 'Add question',
  yourQuestions: 'Your questions',
  empty: 'No questions have been answered yet. Be the first to ask one.',
  loadFailed: 'The questions could not be loaded. Please try again later.',
  deleteFailed: 'Could not delete the FAQ. Please try again.',
  adminEmpty: 'No questions yet.',
  adminLead: (pending: number) =>
    `${pending === 0 ? 'No question is' : pending === 1 ? '1 question is' : `${pending} questions are`} waiting for an answer. A question shows on the public FAQ page once it is answered.`,
  adminLoadFailed: 'Could not load the FAQs. Please try again.',
} as const;
