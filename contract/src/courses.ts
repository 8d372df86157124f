import { z } from 'zod';
import { httpUrl, idSchema, messageSchema, requiredText, text } from './common';
import { COURSE_LIMITS } from './courses-values';
import { del, get, patch, post, put } from './endpoints';

export { COURSE_ERRORS, COURSE_LIMITS, COURSE_MESSAGES } from './courses-values';

/**
 * The key a chapter's notes and questions are filed under: the course id plus the chapter name
 * with spaces replaced by underscores (spec-1 §2). Renaming a chapter therefore leaves its old
 * notes and questions under the old key.
 */
export function chapterKey(courseId: string, chapterName: string): string {
  return `${courseId}_${chapterName.replace(/ /g, '_')}`;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A chapter key in a path or body; its chapter is looked up where it matters. */
export const chapterKeySchema = z
  .string()
  .min(1, 'chapterId is required')
  .max(COURSE_LIMITS.chapterKey, `chapterId must be at most ${COURSE_LIMITS.chapterKey} characters`)
  .refine(
    (s) => !CONTROL.test(s) && !LONE_SURROGATE.test(s),
    'chapterId contains characters that are not allowed',
  );

/** A one-line name (a chapter name becomes part of a key, so no line breaks or tabs). */
const nameText = (max: number, label: string) =>
  requiredText(max, label).refine((s) => !CONTROL.test(s), `${label} must be on one line`);

/** A list of short texts from a form: blank rows are dropped (spec-1 §5). */
const textList = (maxItems: number, maxLength: number, label: string) =>
  z
    .array(text(maxLength), { message: `${label} must be a list of texts` })
    .max(maxItems, `${label} may hold at most ${maxItems} entries`)
    .transform((items) => items.filter((item) => item.length > 0));

/** A list of links from a form: blank rows are dropped, the rest must be http(s). */
const urlList = (maxItems: number, label: string) =>
  z
    .array(z.string(), { message: `${label} must be a list of links` })
    .max(maxItems, `${label} may hold at most ${maxItems} links`)
    .transform((items) => items.filter((item) => item.trim().length > 0))
    .pipe(z.array(httpUrl));

export const courseAuthorInputSchema = z.object({
  name: nameText(COURSE_LIMITS.authorName, 'Author name'),
  linkedinId: text(COURSE_LIMITS.linkedinId).optional().default(''),
  profileImage: httpUrl,
});

export const chapterInputSchema = z.object({
  /** Given back by an edit form so the chapter keeps its id; unknown ids are replaced. */
  _id: idSchema.optional(),
  name: nameText(COURSE_LIMITS.chapterName, 'Chapter name'),
  description: text(COURSE_LIMITS.chapterDescription).optional().default(''),
  content: httpUrl,
  resources: urlList(COURSE_LIMITS.resources, 'Resources').optional().default([]),
  summary: text(COURSE_LIMITS.summary).optional().default(''),
});

export const sectionInputSchema = z.object({
  _id: idSchema.optional(),
  name: nameText(COURSE_LIMITS.sectionName, 'Section name'),
  chapters: z
    .array(chapterInputSchema)
    .max(
      COURSE_LIMITS.chaptersPerSection,
      `A section may hold at most ${COURSE_LIMITS.chaptersPerSection} chapters`,
    ),
});

/** The body of POST /api/courses/create and PUT /api/courses/{id} (the whole course). */
export const courseBodySchema = z.object({
  title: requiredText(COURSE_LIMITS.title, 'Title'),
  description: requiredText(COURSE_LIMITS.description, 'Description'),
  coverImage: httpUrl,
  learningObjectives: textList(COURSE_LIMITS.listItems, COURSE_LIMITS.objective, 'Learning objectives')
    .optional()
    .default([]),
  skillsCovered: textList(COURSE_LIMITS.listItems, COURSE_LIMITS.skill, 'Skills').optional().default([]),
  authors: z
    .array(courseAuthorInputSchema)
    .max(COURSE_LIMITS.authors, `A course may have at most ${COURSE_LIMITS.authors} authors`)
    .optional()
    .default([]),
  sections: z
    .array(sectionInputSchema)
    .max(COURSE_LIMITS.sections, `A course may hold at most ${COURSE_LIMITS.sections} sections`)
    .optional()
    .default([])
    .superRefine((sections, ctx) => {
      // Notes and questions are filed by chapter name, so two chapters may not share one.
      const seen = new Set<string>();
      sections.forEach((section, s) =>
        section.chapters.forEach((chapter, c) => {
          const key = chapterKey('', chapter.name);
          if (seen.has(key)) {
            ctx.addIssue({
              code: 'custom',
              path: [s, 'chapters', c, 'name'],
              message: `Chapter names must be unique within a course ("${chapter.name}" is used twice)`,
            });
          }
          seen.add(key);
        }),
      );
    }),
});
/** What a form sends (optional lists may be left out). */
export type CourseInput = z.input<typeof courseBodySchema>;
/** What the server stores after trimming and dropping blank rows. */
export type CourseBody = z.output<typeof courseBodySchema>;

export const courseIdParamsSchema = z.object({ id: idSchema });

export const courseAuthorSchema = z.object({
  name: z.string(),
  linkedinId: z.string(),
  profileImage: z.string(),
});
export type CourseAuthor = z.infer<typeof courseAuthorSchema>;

export const chapterSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  content: z.string(),
  resources: z.array(z.string()),
  summary: z.string(),
});
export type Chapter = z.infer<typeof chapterSchema>;

export const sectionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  chapters: z.array(chapterSchema),
});
export type Section = z.infer<typeof sectionSchema>;

/** One course with everything the viewer needs (GET /api/courses/{id}). */
export const courseSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  coverImage: z.string(),
  learningObjectives: z.array(z.string()),
  skillsCovered: z.array(z.string()),
  authors: z.array(courseAuthorSchema),
  sections: z.array(sectionSchema),
  locked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Course = z.infer<typeof courseSchema>;

/**
 * A course card (GET /api/courses): no chapters, the description cut to
 * COURSE_LIMITS.cardDescription characters, at most COURSE_LIMITS.cardSkills skills.
 */
export const courseSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  coverImage: z.string(),
  skillsCovered: z.array(z.string()),
  authors: z.array(z.object({ name: z.string(), profileImage: z.string() })),
  locked: z.boolean(),
  sectionCount: z.number(),
  chapterCount: z.number(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const courseListResponseSchema = z.array(courseSummarySchema);

export const courseResponseSchema = z.object({ message: z.string(), course: courseSchema });
export type CourseResponse = z.infer<typeof courseResponseSchema>;

export const lockToggleResponseSchema = z.object({ message: z.string(), locked: z.boolean() });
export type LockToggleResponse = z.infer<typeof lockToggleResponseSchema>;

const courseId = { params: courseIdParamsSchema };

export const COURSE_API = {
  /** No response schema: the cached answer is parsed with courseListResponseSchema when built. */
  list: get('/api/courses', {}),
  get: get('/api/courses/:id', { ...courseId, response: { 200: courseSchema } }),
  create: post('/api/courses/create', { body: courseBodySchema, response: { 201: courseResponseSchema } }),
  update: put('/api/courses/:id', {
    ...courseId,
    body: courseBodySchema,
    response: { 200: courseResponseSchema },
  }),
  toggleLock: patch('/api/courses/:id/lock-toggle', {
    ...courseId,
    response: { 200: lockToggleResponseSchema },
  }),
  remove: del('/api/courses/:id', { ...courseId, response: { 200: messageSchema } }),
};
