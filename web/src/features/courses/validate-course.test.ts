import { describe, expect, it } from 'vitest';
import {
  emptyAuthor,
  emptyChapter,
  emptyCourseDraft,
  emptyRow,
  emptySection,
  type CourseDraft,
} from './course-draft';
import { COURSE_FORM_SCHEMAS, type CourseFormMode } from './validate-course';

/** What the form receives: the body to send, or each field's first problem by its path. */
function validateCourse(draft: CourseDraft, mode: CourseFormMode) {
  const result = COURSE_FORM_SCHEMAS[mode].safeParse(draft);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return { body: result.success ? result.data : null, errors };
}

function filled(): CourseDraft {
  const draft = emptyCourseDraft();
  draft.title = ' BIM ';
  draft.description = 'A course';
  draft.coverImage = 'https://example.org/c.png';
  return draft;
}

describe('the course form schema', () => {
  it('requires title, description and cover image URL on create, and names each', () => {
    const { body, errors } = validateCourse(emptyCourseDraft(), 'create');
    expect(body).toBeNull();
    expect(errors).toEqual({
      title: 'Title is required.',
      description: 'Description is required.',
      coverImage: 'Cover image URL is required.',
    });
  });

  it('requires only title and description on edit', () => {
    const draft = { ...emptyCourseDraft(), title: 'T', description: 'D' };
    const { errors } = validateCourse(draft, 'edit');
    expect(Object.keys(errors)).toEqual(['coverImage']);
    expect(errors.coverImage).toBe('Cover image URL must be an http(s) URL.');
  });

  it('requires a name and a profile image URL of every author that is filled in at all', () => {
    const draft = filled();
    draft.authors = [emptyAuthor(), { ...emptyAuthor(), linkedinId: 'anika' }];
    const { body, errors } = validateCourse(draft, 'create');
    expect(body).toBeNull();
    expect(errors).toEqual({
      'authors.1.name': 'Author 2 name is required.',
      'authors.1.profileImage': 'Author 2 profile image URL is required.',
    });
  });

  it('drops blank objectives, skills, links and wholly blank rows, and trims nothing it should not', () => {
    const draft = filled();
    draft.learningObjectives = [emptyRow('  '), emptyRow('Model walls')];
    draft.skillsCovered = [emptyRow('Revit'), emptyRow('')];
    const chapter = { ...emptyChapter(), name: 'Intro', content: 'https://example.org/1.html' };
    chapter.resources = [emptyRow(''), emptyRow('https://example.org/r.html')];
    draft.sections = [
      { ...emptySection(), name: 'Start', chapters: [chapter, emptyChapter()] },
      emptySection(),
    ];
    const { body, errors } = validateCourse(draft, 'create');
    expect(errors).toEqual({});
    expect(body).toEqual({
      title: ' BIM ',
      description: 'A course',
      coverImage: 'https://example.org/c.png',
      learningObjectives: ['Model walls'],
      skillsCovered: ['Revit'],
      authors: [],
      sections: [
        {
          name: 'Start',
          chapters: [
            {
              name: 'Intro',
              description: '',
              content: 'https://example.org/1.html',
              resources: ['https://example.org/r.html'],
              summary: '',
            },
          ],
        },
      ],
    });
  });

  it('requires a section name and each chapter its name and content URL', () => {
    const draft = filled();
    draft.sections = [{ ...emptySection(), chapters: [{ ...emptyChapter(), description: 'Something' }] }];
    const { errors } = validateCourse(draft, 'create');
    expect(errors).toEqual({
      'sections.0.name': 'Section 1 name is required.',
      'sections.0.chapters.0.name': 'Section 1, chapter 1 name is required.',
      'sections.0.chapters.0.content': 'Section 1, chapter 1 content URL is required.',
    });
  });

  it('refuses links that are not http(s) and chapter names used twice, on the right fields', () => {
    const draft = filled();
    draft.coverImage = 'javascript:alert(1)';
    const a = { ...emptyChapter(), name: 'Intro', content: 'https://example.org/1.html' };
    const b = { ...emptyChapter(), name: 'Intro', content: 'ftp://example.org/2.html' };
    b.resources = [emptyRow('nope')];
    draft.sections = [{ ...emptySection(), name: 'S', chapters: [a, b] }];
    const { body, errors } = validateCourse(draft, 'create');
    expect(body).toBeNull();
    expect(errors.coverImage).toBe('Cover image URL must be an http(s) URL.');
    expect(errors['sections.0.chapters.1.content']).toBe(
      'Section 1, chapter 2 content URL must be an http(s) URL.',
    );
    expect(errors['sections.0.chapters.1.resources.0.value']).toBe(
      'Section 1, chapter 2 resource 1 must be an http(s) URL.',
    );
    expect(errors['sections.0.chapters.1.name']).toMatch(/^Chapter names must be unique within a course/);
  });

  it('puts a problem on the row the admin typed it in, past the blank rows that are dropped', () => {
    const draft = filled();
    draft.skillsCovered = [emptyRow(''), emptyRow('x'.repeat(101))];
    const chapter = { ...emptyChapter(), name: 'Intro', content: 'https://example.org/1.html' };
    chapter.resources = [emptyRow(' '), emptyRow('https://example.org/ok.html'), emptyRow('mailto:a@b.org')];
    draft.authors = [emptyAuthor(), { name: 'Anika', linkedinId: '', profileImage: 'ftp://x.org/a.png' }];
    draft.sections = [
      emptySection(),
      { ...emptySection(), name: 'Start', chapters: [emptyChapter(), chapter] },
    ];
    const { errors } = validateCourse(draft, 'create');
    expect(errors).toEqual({
      'skillsCovered.1.value': 'Skill 2 must be at most 100 characters.',
      'authors.1.profileImage': 'Author 2 profile image URL must be an http(s) URL.',
      'sections.1.chapters.1.resources.2.value': 'Section 2, chapter 2 resource 3 must be an http(s) URL.',
    });
  });
});
