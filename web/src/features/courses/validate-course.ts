import { courseBodySchema, type CourseInput } from '@atelier/contract/courses';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { sentence, type ServerFields } from '../../components/ui/form';
import { courseFieldLabel, type CourseDraft } from './course-draft';

export type CourseFormMode = 'create' | 'edit';

type Path = (string | number)[];

const blank = (value: string) => value.trim().length === 0;

/**
 * The body a draft sends: blank objectives, skills and links are dropped, and wholly blank author,
 * chapter and section rows too. With it, where each value of the body was typed (its path in the
 * body → its path in the form), and the values the rows that are kept must have.
 */
function draftToBody(draft: CourseDraft) {
  const formPath = new Map<string, Path>();
  const sent = (bodyPath: Path, path: Path) => formPath.set(bodyPath.join('.'), path);
  const needed: { path: Path; value: string }[] = [];
  const need = (path: Path, value: string) => needed.push({ path, value });

  const kept = <T>(items: readonly T[], keep: (item: T) => boolean) =>
    items.flatMap((item, index) => (keep(item) ? [{ item, index }] : []));

  const texts = (field: 'learningObjectives' | 'skillsCovered') =>
    kept(draft[field], (row) => !blank(row.value)).map(({ item, index }, i) => {
      sent([field, i], [field, index, 'value']);
      return item.value;
    });
  const learningObjectives = texts('learningObjectives');
  const skillsCovered = texts('skillsCovered');

  const authors = kept(
    draft.authors,
    (a) => !(blank(a.name) && blank(a.linkedinId) && blank(a.profileImage)),
  ).map(({ item: { name, linkedinId, profileImage }, index }, i) => {
    need(['authors', index, 'name'], name);
    need(['authors', index, 'profileImage'], profileImage);
    for (const field of ['name', 'linkedinId', 'profileImage'])
      sent(['authors', i, field], ['authors', index, field]);
    return { name, linkedinId, profileImage };
  });

  const sections = kept(
    draft.sections.map((section) => ({
      section,
      chapters: kept(
        section.chapters,
        (c) =>
          !(blank(c.name) && blank(c.description) && blank(c.content) && blank(c.summary)) ||
          c.resources.some((row) => !blank(row.value)),
      ),
    })),
    ({ section, chapters }) => !blank(section.name) || chapters.length > 0,
  ).map(({ item: { section, chapters }, index: s }, si) => {
    need(['sections', s, 'name'], section.name);
    sent(['sections', si, 'name'], ['sections', s, 'name']);
    return {
      ...(section._id ? { _id: section._id } : {}),
      name: section.name,
      chapters: chapters.map(({ item: chapter, index: c }, ci) => {
        const at: Path = ['sections', s, 'chapters', c];
        need([...at, 'name'], chapter.name);
        need([...at, 'content'], chapter.content);
        for (const field of ['name', 'description', 'content', 'summary'])
          sent(['sections', si, 'chapters', ci, field], [...at, field]);
        const resources = kept(chapter.resources, (row) => !blank(row.value)).map(({ item, index }, ri) => {
          sent(['sections', si, 'chapters', ci, 'resources', ri], [...at, 'resources', index, 'value']);
          return item.value;
        });
        return {
          ...(chapter._id ? { _id: chapter._id } : {}),
          name: chapter.name,
          description: chapter.description,
          content: chapter.content,
          resources,
          summary: chapter.summary,
        };
      }),
    };
  });

  const body: CourseInput = {
    title: draft.title,
    description: draft.description,
    coverImage: draft.coverImage,
    learningObjectives,
    skillsCovered,
    authors,
    sections,
  };
  // A value the form does not list row by row (the title, a list as a whole) is its first key.
  const fieldOf = (bodyPath: Path) => formPath.get(bodyPath.join('.')) ?? bodyPath.slice(0, 1);
  return { body, fieldOf, needed };
}

/**
 * The course form's schema: from the form's state to the body it sends (spec-1 §5). Create needs a
 * title, a cover image URL and a description, and every author a name and a profile image URL; edit
 * needs a title and a description. Then the contract's schema checks the rest (http(s) links,
 * lengths, unique chapter names), each problem put on the field the admin filled in.
 */
function courseFormSchema(mode: CourseFormMode) {
  return z.custom<CourseDraft>().transform((draft, ctx): CourseInput => {
    const report = (path: Path, message: string) => ctx.addIssue({ code: 'custom', path, message });
    const { body, fieldOf, needed } = draftToBody(draft);

    const required: { path: Path; value: string }[] = [
      { path: ['title'], value: draft.title },
      { path: ['description'], value: draft.description },
      ...(mode === 'create' ? [{ path: ['coverImage'], value: draft.coverImage }] : []),
      ...needed,
    ];
    const missing = required.filter(({ value }) => blank(value));
    for (const { path } of missing) report(path, `${courseFieldLabel(path.join('.'))} is required.`);
    // What is missing comes first, alone; the contract's finer rules follow once all is there.
    if (missing.length > 0) return body;

    const parsed = courseBodySchema.safeParse(body);
    if (parsed.success) return body;
    for (const issue of parsed.error.issues) {
      const path = fieldOf(issue.path.map((key) => (typeof key === 'number' ? key : String(key))));
      report(path, sentence(issue.message, courseFieldLabel(path.join('.'))));
    }
    return body;
  });
}

/** One schema per mode, built once: the form's resolver keeps a stable schema. */
export const COURSE_FORM_SCHEMAS = {
  create: courseFormSchema('create'),
  edit: courseFormSchema('edit'),
} as const;

/**
 * The fields of the form, in the state `draft` was sent from, by the path of their value in the
 * body: the server's refusal of 'authors.0.profileImage' is about the first author row that was
 * sent, whatever blank rows came before it.
 */
export function courseServerFields(draft: CourseDraft): ServerFields<CourseDraft> {
  const { fieldOf } = draftToBody(draft);
  return (bodyPath) => {
    const path = fieldOf(bodyPath.split('.')).join('.');
    return { name: path as FieldPath<CourseDraft>, label: courseFieldLabel(path) };
  };
}
