import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type MockAnswer, refusedValue } from '../../../test/api-mock';
import { headingJumps } from '../../../test/headings';
import { renderWithProviders } from '../../../test/render';
import { EditCourseDialog } from './edit-course-dialog';
import { makeCourse } from '../../../test/course-fixtures';

const ID = '11111111-1111-4111-8111-111111111111';

const course = makeCourse(ID, 'BIM Fundamentals', {
  description: 'A first course.',
  coverImage: 'https://example.org/cover.png',
  authors: [{ name: 'Anika Rao', linkedinId: '', profileImage: 'https://example.org/a.png' }],
});

async function openDialog(update: MockAnswer = { body: { message: 'Course updated!', course } }) {
  const api = mockApi({ [`GET /api/courses/${ID}`]: { body: course }, [`PUT /api/courses/${ID}`]: update });
  const onClose = vi.fn();
  renderWithProviders(<EditCourseDialog courseId={ID} title={course.title} onClose={onClose} />);
  await screen.findByLabelText('Title');
  return { api, onClose, user: userEvent.setup() };
}

describe('Edit course dialog', () => {
  it('defect 12: its headings go down one level at a time, from its h2 title to each chapter', async () => {
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Edit “BIM Fundamentals”' });

    expect(screen.getByRole('heading', { level: 2, name: 'Edit “BIM Fundamentals”' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Section 1, chapter 1' })).toBeInTheDocument();
    expect(headingJumps(dialog, 1)).toEqual([]);
  });

  it("defect 16: puts the server's refusal of a field on that field, in the form's words", async () => {
    const { onClose, user } = await openDialog(
      refusedValue('sections.0.chapters.0.content', 'must be an http(s) URL'),
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Failed to update course.')).toBeInTheDocument();
    expect(screen.getByLabelText('Section 1, chapter 1 content URL')).toHaveAccessibleDescription(
      'Section 1, chapter 1 content URL must be an http(s) URL.',
    );
    expect(screen.queryByText(/chapters\.0/)).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
