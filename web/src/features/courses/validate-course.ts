import { courseBodySchema, type CourseInput } from '@atelier/contract/courses';
import { z } from 'zod';
import { sentence } from '../../components/ui/form';
import { courseFieldLabel, type CourseDraft } from './course-draft';

export type CourseFormMode = 'create' | 'edit';

type Path = (string | number)[];

const blank = (value: string) => value.trim().length === 0;

/**
 * The course form's schema: from the form's state to the body it sends (spec-1 §5). Create needs a
 * title, a cover image URL and a description, and every author a name and a profile image URL; edit
 * needs a title and a description. Blank objectives, skills and links are dropped, and wholly blank
 * author, chapter and section rows too. Then the contract's schema checks the rest (http(s) links,
 * lengths, unique chapter names), each problem put on the field the admin filled in.
 */
function courseFormSchema(mode: CourseFormMode) {
  return z.custom<CourseDraft>().transform((draft, ctx): CourseInput => {
    const report = (path: Path, message: string) => ctx.addIssue({ code: 'custom', path, message });
    let missing = 0;
    const require = (path: Path, value: string) => {
      if (!blank(value)) return;
      missing += 1;
      report(path, `${courseFieldLabel(path.join('.'))} is required.`);
    };
    /** Where each value of the body was typed: its path in the body → its path in the form. */
    const formPath = new Map<string, Path>();
    const sent = (bodyPath: Path, path: Path) => formPath.set(bodyPath.join('.'), path);

    require(['title'], draft.title);
    require(['description'], draft.description);
    if (mode === 'create') require(['coverImage'], draft.coverImage);

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
      require(['authors', index, 'name'], name);
      require(['authors', index, 'profileImage'], profileImage);
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
      require(['sections', s, 'name'], section.name);
      sent(['sections', si, 'name'], ['sections', s, 'name']);
      return {
        ...(section._id ? { _id: section._id } : {}),
        name: section.name,
        chapters: chapters.map(({ item: chapter, index: c }, ci) => {
          const at: Path = ['sections', s, 'chapters', c];
          require([...at, 'name'], chapter.name);
          require([...at, 'content'], chapter.content);
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
    // What is missing comes first, alone; the contract's finer rules follow once all is there.
    if (missing > 0) return body;

    const parsed = courseBodySchema.safeParse(body);
    if (parsed.success) return body;
    for (const issue of parsed.error.issues) {
      const bodyPath = issue.path.map((key) => (typeof key === 'number' ? key : String(key)));
      const path = formPath.get(bodyPath.join('.')) ?? bodyPath.slice(0, 1);
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
