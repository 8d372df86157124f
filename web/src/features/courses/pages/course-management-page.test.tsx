import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, storeSession, type MockAnswer } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { makeCourse, makeCourseSummary } from '../../../test/course-fixtures';

const admin = makeUser({ role: 'admin', name: 'Meera Admin' });
const ID = '11111111-1111-4111-8111-111111111111';

const summary = makeCourseSummary(ID, 'BIM Fundamentals', {
  description: 'A first course.',
  coverImage: 'https://example.org/cover.png',
});

const course = makeCourse(ID, 'BIM Fundamentals', {
  description: 'A first course.',
  coverImage: 'https://example.org/cover.png',
});

async function open(extra: Record<string, MockAnswer | (() => MockAnswer)> = {}) {
  storeSession('tok', admin);
  let locked = false;
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user: admin } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    'GET /api/courses': () => ({ body: [{ ...summary, locked }] }),
    [`GET /api/courses/${ID}`]: { body: course },
    [`PATCH /api/courses/${ID}/lock-toggle`]: () => {
      locked = !locked;
      return { body: { message: locked ? 'Course locked' : 'Course unlocked', locked } };
    },
    ...extra,
  });
  const view = renderApp('/dashboard/admin/course-management');
  await screen.findByRole('table', {}, { timeout: 5000 });
  return { ...view, api, user: userEvent.setup() };
}

describe('Course Management', { timeout: 10_000 }, () => {
  it('locks and unlocks a course', async () => {
    const { user } = await open();
    const row = screen.getByRole('row', { name: /BIM Fundamentals/ });
    expect(within(row).getByText('Unlocked')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Lock BIM Fundamentals' }));
    expect(await screen.findByText('Course locked')).toBeInTheDocument();
    expect(await within(row).findByText('Locked')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Unlock BIM Fundamentals' }));
    expect(await screen.findByText('Course unlocked')).toBeInTheDocument();
  });

  it('deletes only after confirmation', async () => {
    const { api, user } = await open({
      [`DELETE /api/courses/${ID}`]: { body: { message: 'Course deleted' } },
    });
    await user.click(screen.getByRole('button', { name: 'Delete BIM Fundamentals' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete course?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/courses/${ID}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete BIM Fundamentals' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Course deleted')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/courses/${ID}`)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("toasts 'Could not delete course' when deleting fails", async () => {
    const { user } = await open({
      [`DELETE /api/courses/${ID}`]: { status: 500, body: { message: 'boom' } },
    });
    await user.click(screen.getByRole('button', { name: 'Delete BIM Fundamentals' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete course')).toBeInTheDocument();
  });

  it('edits the whole course in a modal: title required, then saved with the chapter ids kept', async () => {
    const { api, user } = await open({
      [`PUT /api/courses/${ID}`]: { body: { message: 'Course updated!', course } },
    });
    await user.click(screen.getByRole('button', { name: 'Edit BIM Fundamentals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “BIM Fundamentals”' });
    const title = await within(dialog).findByLabelText('Title');
    expect(within(dialog).getByLabelText('Section 1, chapter 1 name')).toHaveValue('Intro');

    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getAllByText('Title is required.')).not.toHaveLength(0);
    expect(api.callsTo(`PUT /api/courses/${ID}`)).toHaveLength(0);

    await user.type(title, 'BIM Basics');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Course updated!')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/courses/${ID}`)[0]?.body).toMatchObject({
      title: 'BIM Basics',
      sections: [{ _id: course.sections[0]!._id, chapters: [{ _id: course.sections[0]!.chapters[0]!._id }] }],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
