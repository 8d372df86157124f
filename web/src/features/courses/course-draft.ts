import type { Course } from '@atelier/contract/courses';

/** Form state for a course; every row has a `key` of its own so React and errors can follow it. */
export interface RowDraft {
  key: string;
  value: string;
}

export interface AuthorDraft {
  key: string;
  name: string;
  linkedinId: string;
  profileImage: string;
}

export interface ChapterDraft {
  key: string;
  /** Kept on edit so the chapter keeps its id. */
  _id?: string;
  name: string;
  description: string;
  content: string;
  resources: RowDraft[];
  summary: string;
}

export interface SectionDraft {
  key: string;
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

let lastKey = 0;
export const newKey = () => `row-${++lastKey}`;

export const emptyRow = (value = ''): RowDraft => ({ key: newKey(), value });

export const emptyAuthor = (): AuthorDraft => ({ key: newKey(), name: '', linkedinId: '', profileImage: '' });

export const emptyChapter = (): ChapterDraft => ({
  key: newKey(),
  name: '',
  description: '',
  content: '',
  resources: [emptyRow()],
  summary: '',
});

export const emptySection = (): SectionDraft => ({ key: newKey(), name: '', chapters: [emptyChapter()] });

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
    authors: course.authors.map((author) => ({ key: newKey(), ...author })),
    sections: course.sections.map((section) => ({
      key: newKey(),
      _id: section._id,
      name: section.name,
      chapters: section.chapters.map((chapter) => ({
        key: newKey(),
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

export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((current, i) => (i === index ? item : current));
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}
