import { courseSchema, courseSummarySchema } from '@atelier/contract/courses';
import { describe, expect, it } from 'vitest';
import { makeCourse, makeCourseSummary } from './course-fixtures';

describe('makeCourseSummary', () => {
  it('makes a card the contract accepts as it is, with what it is given', () => {
    const card = makeCourseSummary('c1', 'BIM', { chapterCount: 4 });
    expect(courseSummarySchema.parse(card)).toEqual(card);
    expect(card).toMatchObject({ _id: 'c1', title: 'BIM', chapterCount: 4, sectionCount: 1 });
  });

  it('makes a whole course the contract accepts as it is, one chapter in one section', () => {
    const course = makeCourse('c1', 'BIM', { locked: true });
    expect(courseSchema.parse(course)).toEqual(course);
    expect(course.sections.map((section) => section.chapters.map((chapter) => chapter.name))).toEqual([
      ['Intro'],
    ]);
    expect(course.locked).toBe(true);
  });
});
