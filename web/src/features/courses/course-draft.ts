import type { Course, CourseInput } from '@atelier/contract/courses';
import type { Control } from 'react-hook-form';

/**
 * Form state for a course, in the form's own shape: every list has at least the rows the admin
 * sees, and blank rows are dropped only when the course is sent (validate-course.ts).
 */
export interface RowDraft {
  value: string;
}

export interface AuthorDraft {
  name: string;
  linkedinId: string;
  profileImage: string;
}

export interface ChapterDraft {
  /** Kept on edit so the chapter keeps its id. */
  _id?: string;
  name: string;
  description: string;
  content: string;
  resources: RowDraft[];
  summary: string;
}

export interface SectionDraft {
  _id?: string;
  name: string;
  chapters: ChapterDraft[];
}

export interface CourseDraft {
  title: string;
  description: string;
  coverImage: string;
  learningObjectives: RowDraft[];
  skillsCovered: RowDraft[];
  authors: AuthorDraft[];
  sections: SectionDraft[];
}

/** The course form's control: its state is a CourseDraft, its submit receives the body to send. */
export type CourseControl = Control<CourseDraft, unknown, CourseInput>;

export const emptyRow = (value = ''): RowDraft => ({ value });

export const emptyAuthor = (): AuthorDraft => ({ name: '', linkedinId: '', profileImage: '' });

export const emptyChapter = (): ChapterDraft => ({
  name: '',
  description: '',
  content: '',
  resources: [emptyRow()],
  summary: '',
});

export const emptySection = (): SectionDraft => ({ name: '', chapters: [emptyChapter()] });

/** A new course: one empty row of everything, so the form shows each part. */
export function emptyCourseDraft(): CourseDraft {
  return {
    title: '',
    description: '',
    coverImage: '',
    learningObjectives: [emptyRow()],
    skillsCovered: [emptyRow()],
    authors: [emptyAuthor()],
    sections: [emptySection()],
  };
}

const rows = (values: readonly string[]) =>
  values.length > 0 ? values.map((v) => emptyRow(v)) : [emptyRow()];

/** An existing course as form state (the edit modal). */
export function courseToDraft(course: Course): CourseDraft {
  return {
    title: course.title,
    description: course.description,
    coverImage: course.coverImage,
    learningObjectives: rows(course.learningObjectives),
    skillsCovered: rows(course.skillsCovered),
    authors: course.authors.map(({ name, linkedinId, profileImage }) => ({ name, linkedinId, profileImage })),
    sections: course.sections.map((section) => ({
      _id: section._id,
      name: section.name,
      chapters: section.chapters.map((chapter) => ({
        _id: chapter._id,
        name: chapter.name,
        description: chapter.description,
        content: chapter.content,
        resources: rows(chapter.resources),
        summary: chapter.summary,
      })),
    })),
  };
}

const PART_LABELS: Record<string, string> = {
  name: 'name',
  linkedinId: 'LinkedIn ID',
  profileImage: 'profile image URL',
  content: 'content URL',
  description: 'description',
  summary: 'summary',
};

/** The label of a section's chapter, e.g. 'Section 1, chapter 2'. */
export const chapterLabel = (section: number, chapter: number) =>
  `Section ${section + 1}, chapter ${chapter + 1}`;

/**
 * The label of the form field at `path` ('authors.0.name' → 'Author 1 name'): the inputs carry it,
 * and the list of problems names each field by it. A list as a whole has none.
 */
export function courseFieldLabel(path: string): string | undefined {
  const [head, i, part, c, chapterPart, r] = path.split('.');
  const n = Number(i);
  switch (head) {
    case 'title':
      return 'Title';
    case 'description':
      return 'Description';
    case 'coverImage':
      return 'Cover image URL';
    case 'learningObjectives':
      return i && `Learning objective ${n + 1}`;
    case 'skillsCovered':
      return i && `Skill ${n + 1}`;
    case 'authors':
      return part && `Author ${n + 1} ${PART_LABELS[part]}`;
    case 'sections':
      if (part === 'name') return `Section ${n + 1} name`;
      if (!chapterPart) return undefined;
      if (chapterPart === 'resources') return r && `${chapterLabel(n, Number(c))} resource ${Number(r) + 1}`;
      return `${chapterLabel(n, Number(c))} ${PART_LABELS[chapterPart]}`;
    default:
      return undefined;
  }
}

/** A course form field's name with the label it shows. */
export const courseField = <TName extends string>(name: TName) => ({ name, label: courseFieldLabel(name) });
