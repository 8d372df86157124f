import type { PassageSource } from '@atelier/contract/assistant';

/** What the assistant says above its passages or instead of them (the server sends these). */
export { ASSISTANT_LIMITS, ASSISTANT_TEXT } from '@atelier/contract/assistant';

/** Wording of the assistant panel. */
export const ASSISTANT_PANEL_TEXT = {
  label: 'Ask about this chapter',
  ask: 'Ask AI',
  blank: 'Write a question first.',
  failed: 'The assistant could not answer. Please try again.',
  generated: 'Answer written from the passages below',
  sources: 'From the course',
  postToQna: "Post to this chapter's Q&A",
  posted: "Posted to the chapter's Q & A.",
  openQna: 'Open Q & A',
  postFailed: 'Could not post the question. Please try again.',
} as const;

/** Refusals the server words for people (a flood, a course locked meanwhile); any other failure gets ours. */
export const SPOKEN_STATUSES = [403, 404, 429] as const;

/** A passage's source as its card names it. */
export const SOURCE_LABELS: Record<PassageSource, string> = {
  chapter: 'Chapter',
  summary: 'Summary',
  lesson: 'Lesson',
  qna: 'Q & A',
  course: 'Course',
};

/** The link under a passage, naming what it opens. */
export const OPEN_LABELS: Record<PassageSource, string> = {
  chapter: 'Open chapter',
  summary: 'Open summary',
  lesson: 'Open lesson',
  qna: 'Open Q & A',
  course: 'Open course',
};
