/** The spec's exact assignment messages, the limits, and the contract's own wording (spec-2 §5, §8, §9). */
export { ASSIGNMENT_LIMITS, ASSIGNMENT_MESSAGES, ASSIGNMENT_TEXT } from '@atelier/contract/assignments';
