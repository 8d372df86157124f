import { courseBodySchema, type CourseInput } from '@atelier/contract/courses';
import type { CourseDraft } from './course-draft';

export type CourseFormMode = 'create' | 'edit';

/** Problems by field id: 'title', 'description', 'coverImage', or '{row key}.{field}' / '{row key}'. */
export type CourseErrors = Record<string, string>;

export interface ValidationResult {
  body: CourseInput | null;
  errors: CourseErrors;
}

const blank = (value: string) => value.trim().length === 0;

/**
 * Checks a course before it is sent (spec-1 §5): create needs a title, a cover image URL and a
 * description, and every author a name and a profile image URL; edit needs a title and a
 * description. Blank objectives, skills and links are dropped, and wholly blank author, chapter and
 * section rows too. Then the contract's schema checks the rest (http(s) links, lengths, unique
 * chapter names), each problem named where the admin can find it.
 */
export function validateCourse(draft: CourseDraft, mode: CourseFormMode): ValidationResult {
  const errors: CourseErrors = {};
  const labels = new Map<string, string>();
  const require = (id: string, label: string, value: string) => {
    labels.set(id, label);
    if (blank(value)) errors[id] ??= `${label} is required.`;
  };
  const track = (id: string, label: string) => labels.set(id, label);

  require('title', 'Title', draft.title);
  require('description', 'Description', draft.description);
  if (mode === 'create') require('coverImage', 'Cover image URL', draft.coverImage);
  else track('coverImage', 'Cover image URL');

  const idOf: { path: (string | number)[]; id: string }[] = [];
  const learningObjectives = draft.learningObjectives.filter((row) => !blank(row.value));
  learningObjectives.forEach((row, i) => {
    track(row.key, `Learning objective ${draft.learningObjectives.indexOf(row) + 1}`);
    idOf.push({ path: ['learningObjectives', i], id: row.key });
  });
  const skillsCovered = draft.skillsCovered.filter((row) => !blank(row.value));
  skillsCovered.forEach((row, i) => {
    track(row.key, `Skill ${draft.skillsCovered.indexOf(row) + 1}`);
    idOf.push({ path: ['skillsCovered', i], id: row.key });
  });

  const authors = draft.authors.filter(
    (a) => !(blank(a.name) && blank(a.linkedinId) && blank(a.profileImage)),
  );
  authors.forEach((author, i) => {
    const n = draft.authors.indexOf(author) + 1;
    require(`${author.key}.name`, `Author ${n} name`, author.name);
    require(`${author.key}.profileImage`, `Author ${n} profile image URL`, author.profileImage);
    track(`${author.key}.linkedinId`, `Author ${n} LinkedIn ID`);
    for (const field of ['name', 'linkedinId', 'profileImage'])
      idOf.push({ path: ['authors', i, field], id: `${author.key}.${field}` });
  });

  const sections = draft.sections
    .map((section) => ({
      section,
      chapters: section.chapters.filter(
        (c) =>
          !(blank(c.name) && blank(c.description) && blank(c.content) && blank(c.summary)) ||
          c.resources.some((r) => !blank(r.value)),
      ),
    }))
    .filter(({ section, chapters }) => !blank(section.name) || chapters.length > 0);

  sections.forEach(({ section, chapters }, s) => {
    const sn = draft.sections.indexOf(section) + 1;
    require(`${section.key}.name`, `Section ${sn} name`, section.name);
    idOf.push({ path: ['sections', s, 'name'], id: `${section.key}.name` });
    chapters.forEach((chapter, c) => {
      const where = `Section ${sn}, chapter ${section.chapters.indexOf(chapter) + 1}`;
      require(`${chapter.key}.name`, `${where} name`, chapter.name);
      require(`${chapter.key}.content`, `${where} content URL`, chapter.content);
      track(`${chapter.key}.description`, `${where} description`);
      track(`${chapter.key}.summary`, `${where} summary`);
      for (const field of ['name', 'description', 'content', 'summary'])
        idOf.push({ path: ['sections', s, 'chapters', c, field], id: `${chapter.key}.${field}` });
      chapter.resources
        .filter((row) => !blank(row.value))
        .forEach((row, r) => {
          track(row.key, `${where} resource ${chapter.resources.indexOf(row) + 1}`);
          idOf.push({ path: ['sections', s, 'chapters', c, 'resources', r], id: row.key });
        });
    });
  });

  if (Object.keys(errors).length > 0) return { body: null, errors };

  const body: CourseInput = {
    title: draft.title,
    description: draft.description,
    coverImage: draft.coverImage,
    learningObjectives: learningObjectives.map((row) => row.value),
    skillsCovered: skillsCovered.map((row) => row.value),
    authors: authors.map(({ name, linkedinId, profileImage }) => ({ name, linkedinId, profileImage })),
    sections: sections.map(({ section, chapters }) => ({
      ...(section._id ? { _id: section._id } : {}),
      name: section.name,
      chapters: chapters.map((chapter) => ({
        ...(chapter._id ? { _id: chapter._id } : {}),
        name: chapter.name,
        description: chapter.description,
        content: chapter.content,
        resources: chapter.resources.map((row) => row.value).filter((value) => !blank(value)),
        summary: chapter.summary,
      })),
    })),
  };

  const parsed = courseBodySchema.safeParse(body);
  if (parsed.success) return { body, errors };
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    const id = idOf.find((entry) => entry.path.join('.') === path)?.id ?? String(issue.path[0] ?? 'form');
    const label = labels.get(id);
    const text = issue.message;
    // The schema's format messages read 'must be …'; its own sentences ('Chapter names must …') stand alone.
    const sentence = label && /^[a-z]/.test(text) ? `${label} ${text}` : text;
    errors[id] ??= sentence.endsWith('.') || sentence.endsWith(')') ? sentence : `${sentence}.`;
  }
  return { body: null, errors };
}
