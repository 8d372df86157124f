/** The spec's exact quiz messages and the contract's own wording (spec-2 §2, §8, §9). */
export { QUIZ_BANDS, QUIZ_LIMITS, QUIZ_MESSAGES, QUIZ_TEXT } from '@atelier/contract/quizzes';
