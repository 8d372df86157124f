import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCourseSummary } from '../../../test/course-fixtures';
import { CourseTable } from './course-table';

const course = (id: string, title: string, coverImage: string) =>
  makeCourseSummary(id, title, { coverImage });

const noop = () => {};

describe('CourseTable', () => {
  it('defect 15: a cover that fails to load gives way to the gradient, not a broken image', () => {
    render(
      <CourseTable
        courses={[
          course('c1', 'BIM Fundamentals', 'https://example.org/missing.png'),
          course('c2', 'Design Thinking', 'https://example.org/cover.png'),
        ]}
        onEdit={noop}
        onToggleLock={noop}
        onDelete={noop}
      />,
    );
    const cover = (title: string) => screen.getByRole('rowheader', { name: title }).querySelector('img');
    expect(cover('BIM Fundamentals')).toHaveAttribute('src', 'https://example.org/missing.png');

    fireEvent.error(cover('BIM Fundamentals')!);
    expect(cover('BIM Fundamentals')).toBeNull();
    // The row keeps its place for the picture: the gradient shows where the cover would be.
    expect(
      screen.getByRole('rowheader', { name: 'BIM Fundamentals' }).firstElementChild,
    ).toBeEmptyDOMElement();
    expect(cover('Design Thinking')).toHaveAttribute('src', 'https://example.org/cover.png');
  });
});
