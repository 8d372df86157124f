/** The spec's forum messages and our wording, from the contract the server words its answers with. */
export { FORUM_LIMITS, FORUM_MESSAGES, FORUM_TEXT } from '@atelier/contract/forum';
