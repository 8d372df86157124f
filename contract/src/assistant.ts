import { z } from 'zod';
import { idSchema, requiredText } from './common';
import { chapterKeySchema } from './courses';
import { post } from './endpoints';

export const ASSISTANT_LIMITS = {
  /** Characters a question to the assistant may hold. */
  question: 500,
  /** Passages an answer carries at most. */
  passages: 3,
} as const;

/** What the assistant says above its passages, or instead of them. */
export const ASSISTANT_TEXT = {
  found: 'Here is what the course says…',
  notFound: "The course does not seem to cover this yet. Ask it in the chapter's Q&A?",
} as const;

/**
 * Where a passage comes from: a chapter's name, description and resources; its summary; the lesson
 * page it shows; a Q&A thread (a question with its answers); the course's own title and description.
 */
export const passageSourceSchema = z.enum(['chapter', 'summary', 'lesson', 'qna', 'course']);
export type PassageSource = z.infer<typeof passageSourceSchema>;

/** A piece of an excerpt; `match` marks the words the question matched (the web shows them marked). */
export const segmentSchema = z.object({ text: z.string(), match: z.boolean() });
export type Segment = z.infer<typeof segmentSchema>;

export const passageSchema = z.object({
  source: passageSourceSchema,
  /** The chapter's name, the question of a Q&A thread, or the course's title. */
  title: z.string(),
  /** The chapter key Q&A and notes are filed under; null for the course itself. */
  chapterId: z.string().nullable(),
  questionId: z.string().nullable(),
  segments: z.array(segmentSchema),
  /** The course viewer's address that opens the passage's chapter at the right tab (see viewerLink). */
  link: z.string(),
});
export type Passage = z.infer<typeof passageSchema>;

export const askAssistantParamsSchema = z.object({ courseId: idSchema });

export const askAssistantBodySchema = z.object({
  question: requiredText(ASSISTANT_LIMITS.question, 'Question'),
  /** The chapter the student is reading: its passages win ties. */
  chapterId: chapterKeySchema.optional(),
});
export type AskAssistantBody = z.input<typeof askAssistantBodySchema>;

export const askAssistantResponseSchema = z.object({
  /** The generated answer when a language model is configured (AI_API_URL) and answered; else null. */
  answer: z.string().nullable(),
  passages: z.array(passageSchema).max(ASSISTANT_LIMITS.passages),
  found: z.boolean(),
  message: z.string(),
});
export type AskAssistantResponse = z.infer<typeof askAssistantResponseSchema>;

/** The viewer tabs a link may open. */
export type ViewerTab = 'overview' | 'summary' | 'qna';

/**
 * The course viewer's address for a chapter (its record id, not its key) and tab; the web app's
 * viewer reads `chapter` and `tab` from it.
 */
export function viewerLink(courseId: string, chapter?: { id: string; tab: ViewerTab }): string {
  const base = `/dashboard/student/courses/${encodeURIComponent(courseId)}`;
  if (!chapter) return base;
  return `${base}?chapter=${encodeURIComponent(chapter.id)}&tab=${chapter.tab}`;
}

export const ASSISTANT_API = {
  ask: post('/api/courses/:courseId/ask', {
    params: askAssistantParamsSchema,
    body: askAssistantBodySchema,
    response: { 200: askAssistantResponseSchema },
  }),
};
