import type { CourseProgressTable } from '@atelier/contract/progress';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, storeSession, type MockAnswer } from '../../../test/api-mock';
import { makeCourseSummary } from '../../../test/course-fixtures';
import { renderApp } from '../../../test/render';
import { PROGRESS_MESSAGES, PROGRESS_TEXT } from '../messages';

const admin = makeUser({ role: 'admin', name: 'Meera' });
const BIM = '11111111-1111-4111-8111-111111111111';
const REVIT = '22222222-2222-4222-8222-222222222222';
const course = (id: string, title: string, chapterCount: number) =>
  makeCourseSummary(id, title, { chapterCount });

const learner = (n: number, name: string, chaptersOpened: number, seconds: number) => ({
  userId: `aaaaaaaa-aaaa-4aaa-8aaa-${String(n).padStart(12, '0')}`,
  name,
  email: `${name.toLowerCase()}@example.org`,
  role: 'student',
  chaptersOpened,
  seconds,
  lastSeenAt: '2025-11-03T12:00:00.000Z',
});

const table = (id: string, title: string, items: CourseProgressTable['items'], total = items.length) => ({
  body: { course: { _id: id, title, chapterCount: 3 }, items, total, nextCursor: null },
});

async function open(handlers: Record<string, MockAnswer>, path = '/dashboard/admin/progress') {
  storeSession('tok', admin);
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user: admin } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    'GET /api/courses': {
      body: [course(BIM, 'BIM Fundamentals', 3), course(REVIT, 'Revit for Beginners', 4)],
    },
    ...handlers,
  });
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Progress' }, { timeout: 5000 });
  return { ...view, api, user: userEvent.setup() };
}

describe('Progress (admin)', { timeout: 15_000 }, () => {
  it('is in the sidebar, asks for a course, then shows who opened its chapters', async () => {
    const { user } = await open({
      [`GET /api/progress/course/${BIM}?page=1`]: table(BIM, 'BIM Fundamentals', [
        learner(1, 'Asha', 2, 125),
        learner(2, 'Ravi', 5, 20),
      ]),
      [`GET /api/progress/course/${REVIT}?page=1`]: table(REVIT, 'Revit for Beginners', []),
    });
    expect(screen.getByRole('link', { name: 'Progress' })).toHaveAttribute(
      'href',
      '/dashboard/admin/progress',
    );
    expect(await screen.findByText(PROGRESS_TEXT.pickCourse)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Course'), 'BIM Fundamentals');
    const grid = await screen.findByRole('table');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Learner', 'E-mail', 'Chapters opened', 'Time', 'Last seen']);
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Asha', 'Ravi']);
    expect(rows[0]).toHaveTextContent('asha@example.org');
    expect(rows[0]).toHaveTextContent('2 / 3');
    expect(rows[0]).toHaveTextContent('2 min');
    expect(rows[1]).toHaveTextContent('< 1 min');
    // Never more opened than the course has (chapters removed since).
    expect(rows[1]).toHaveTextContent('3 / 3');

    await user.selectOptions(screen.getByLabelText('Course'), 'Revit for Beginners');
    expect(await screen.findByText(PROGRESS_MESSAGES.tableEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages through a long table and keeps the course and page in the address', async () => {
    const many = Array.from({ length: 25 }, (_, i) => learner(i, `Learner${i}`, 1, 60));
    const { user, api } = await open(
      {
        [`GET /api/progress/course/${BIM}?page=1`]: table(BIM, 'BIM Fundamentals', many, 30),
        [`GET /api/progress/course/${BIM}?page=2`]: table(
          BIM,
          'BIM Fundamentals',
          [learner(99, 'Last', 1, 60)],
          30,
        ),
      },
      `/dashboard/admin/progress?course=${BIM}`,
    );
    expect(await screen.findByText('30 learners · Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: 'Last' })).toBeInTheDocument();
    expect(api.callsTo(`GET /api/progress/course/${BIM}?page=2`)).toHaveLength(1);
  });

  it('says when the table cannot be loaded', async () => {
    await open(
      { [`GET /api/progress/course/${BIM}?page=1`]: { status: 500, body: { message: 'boom' } } },
      `/dashboard/admin/progress?course=${BIM}`,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(PROGRESS_MESSAGES.tableFailed);
  });
});
