import { courseSummarySchema } from '@atelier/contract/courses';
import { describe, expect, it } from 'vitest';
import { makeCourseSummary } from './course-fixtures';

describe('makeCourseSummary', () => {
  it('makes a card the contract accepts as it is, with what it is given', () => {
    const card = makeCourseSummary('c1', 'BIM', { chapterCount: 4 });
    expect(courseSummarySchema.parse(card)).toEqual(card);
    expect(card).toMatchObject({ _id: 'c1', title: 'BIM', chapterCount: 4, sectionCount: 1 });
  });
});
