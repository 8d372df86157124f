import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyProgress } from '@atelier/contract/progress';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, storeSession } from '../../../test/api-mock';
import { makeCourseSummary } from '../../../test/course-fixtures';
import { renderApp } from '../../../test/render';

const me = makeUser();
const course = (id: string, title: string) => makeCourseSummary(id, title);

const QUIZ = (n: number) => `aaaaaaaa-aaaa-4aaa-8aaa-00000000000${n}`;
const score = (quiz: number, title: string, percent: number, submittedAt: string) => ({
  attemptId: `${QUIZ(quiz)}-${submittedAt}`,
  quizId: QUIZ(quiz),
  quizTitle: title,
  score: percent,
  total: 100,
  percent,
  submittedAt,
});

/** A learner active today (12 minutes), two days ago (a quiz) and five weeks ago. */
const busy: MyProgress = {
  today: '2025-11-05',
  from: '2025-08-14',
  days: [
    { day: '2025-10-01', seconds: 3600, quizzes: 0 },
    { day: '2025-11-03', seconds: 0, quizzes: 1 },
    { day: '2025-11-05', seconds: 720, quizzes: 0 },
  ],
  scores: [
    score(1, 'BIM basics', 50, '2025-10-01T10:00:00.000Z'),
    score(2, 'Levels of detail', 67, '2025-10-20T10:00:00.000Z'),
    score(1, 'BIM basics', 80, '2025-11-03T10:00:00.000Z'),
    score(3, 'Clash detection', 100, '2025-11-03T11:00:00.000Z'),
  ],
  courses: [],
};

const newcomer: MyProgress = { today: '2025-11-05', from: '2025-08-14', days: [], scores: [], courses: [] };

async function open(path: string, progress: MyProgress = busy) {
  storeSession('tok', me);
  mockApi({
    'GET /api/progress/me': { body: progress },
    'GET /api/auth/validate-token': { body: { user: me } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    'GET /api/courses': {
      body: [
        course('11111111-1111-4111-8111-111111111111', 'Oldest'),
        course('22222222-2222-4222-8222-222222222222', 'Middle'),
        course('33333333-3333-4333-8333-333333333333', 'Newer'),
        course('44444444-4444-4444-8444-444444444444', 'Newest'),
      ],
    },
  });
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Explore', level: 1 }, { timeout: 5000 });
  return { ...view, user: userEvent.setup() };
}

const crumbs = () =>
  within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('student explore', { timeout: 10_000 }, () => {
  it('shows Home, the three tiles and News & Updates with the newest courses', async () => {
    await open('/dashboard/student/explore');
    expect(crumbs()).toEqual(['Home']);
    expect(screen.getByRole('link', { name: /Attendance/ })).toHaveAttribute(
      'href',
      '/dashboard/student/explore/attendence',
    );
    expect(screen.getByRole('link', { name: /Fee Due/ })).toHaveAttribute(
      'href',
      '/dashboard/student/explore/feedue',
    );
    expect(screen.getByRole('link', { name: /Performance/ })).toHaveAttribute(
      'href',
      '/dashboard/student/explore/performance',
    );
    expect(screen.queryByText(/sample data/i)).not.toBeInTheDocument();
    const attendance = screen.getByRole('link', { name: /Attendance/ });
    expect(await within(attendance).findByText('Today: active')).toBeInTheDocument();
    expect(
      await within(attendance).findByRole('img', { name: 'Active on 2 days of the last 28' }),
    ).toBeInTheDocument();
    const performance = screen.getByRole('link', { name: /Performance/ });
    // Each quiz's latest score, in the order the quizzes were first taken.
    expect(
      await within(performance).findByRole('img', {
        name: 'Latest quiz scores: BIM basics 80%, Levels of detail 67%, Clash detection 100%',
      }),
    ).toBeInTheDocument();
    const newsBox = screen.getByRole('heading', { name: 'News & Updates' }).closest('section')!;
    expect(await within(newsBox).findAllByRole('link')).toHaveLength(3);
    expect(
      within(newsBox)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Newest', 'Newer', 'Middle']);
  });

  it('adds the trail for attendence, feedue and performance', async () => {
    const { user } = await open('/dashboard/student/explore');
    await user.click(screen.getByRole('link', { name: /Attendance/ }));
    expect(crumbs()).toEqual(['Home', 'Attendance']);
    expect(screen.getByText('Today').nextSibling).toHaveTextContent('Active');
    expect(screen.getByText('Active days, last 28').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Active days, 12 weeks').nextSibling).toHaveTextContent('3');
    // The last seven days (Oct 30 – Nov 5): 12 minutes today.
    expect(screen.getByText('Time this week').nextSibling).toHaveTextContent('12 minutes');

    await user.click(screen.getByRole('link', { name: 'Home' }));
    await user.click(screen.getByRole('link', { name: /Performance/ }));
    expect(crumbs()).toEqual(['Home', 'Performance']);

    await user.click(screen.getByRole('link', { name: 'Home' }));
    await user.click(screen.getByRole('link', { name: /Fee Due/ }));
    expect(crumbs()).toEqual(['Home', 'Fee Due']);
  });

  it('shows twelve weeks of days with today marked, and every attempt newest first', async () => {
    const { user } = await open('/dashboard/student/explore/attendence');
    const grid = await screen.findByRole('list', { name: 'Active days, last 12 weeks' });
    const days = within(grid).getAllByRole('listitem');
    expect(days).toHaveLength(84);
    expect(days.at(-1)).toHaveTextContent(/^Today \(.+\), active, 12 minutes$/);
    expect(days.at(-3)).toHaveTextContent(/, active, 1 quiz$/);
    expect(days.at(-4)).toHaveTextContent(/, not active$/);
    expect(days.filter((d) => d.getAttribute('data-level') !== '0')).toHaveLength(3);

    await user.click(screen.getByRole('link', { name: 'Home' }));
    await user.click(screen.getByRole('link', { name: /Performance/ }));
    const attempts = await screen.findByRole('list', { name: 'Quiz attempts' });
    expect(
      within(attempts)
        .getAllByRole('listitem')
        .map((li) => [li.firstChild?.textContent, li.lastChild?.textContent]),
    ).toEqual([
      ['Clash detection', '100%'],
      ['BIM basics', '80%'],
      ['Levels of detail', '67%'],
      ['BIM basics', '50%'],
    ]);
  });

  it('shows a new student a ring of zero days, today not active yet and no quiz taken yet', async () => {
    const { user } = await open('/dashboard/student/explore', newcomer);
    const attendance = screen.getByRole('link', { name: /Attendance/ });
    expect(await within(attendance).findByText('Today: not active yet')).toBeInTheDocument();
    expect(
      await within(attendance).findByRole('img', { name: 'Active on 0 days of the last 28' }),
    ).toBeInTheDocument();
    const performance = screen.getByRole('link', { name: /Performance/ });
    expect(within(performance).getByText('No quiz taken yet')).toBeInTheDocument();
    expect(within(performance).queryByRole('img')).not.toBeInTheDocument();

    await user.click(attendance);
    expect(await screen.findByText('No active days yet: open a chapter to start.')).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Active days, last 12 weeks' });
    expect(
      within(grid)
        .getAllByRole('listitem')
        .every((d) => d.getAttribute('data-level') === '0'),
    ).toBe(true);
  });

  it('shows one or two quizzes as bars', async () => {
    await open('/dashboard/student/explore', {
      ...newcomer,
      scores: [score(1, 'BIM basics', 75, '2025-11-05T09:00:00.000Z')],
    });
    const bars = await screen.findByRole('list', { name: 'Latest quiz scores: BIM basics 75%' });
    expect(within(bars).getByText('75%')).toBeInTheDocument();
  });

  it('says when the progress could not be loaded', async () => {
    storeSession('tok', me);
    mockApi({
      'GET /api/auth/validate-token': { body: { user: me } },
      'GET /api/auth/streak-dates': { body: { streakDates: [] } },
      'GET /api/courses': { body: [] },
      'GET /api/progress/me': { status: 500, body: { message: 'boom' } },
    });
    renderApp('/dashboard/student/explore');
    expect(
      await screen.findAllByText('Your progress could not be loaded.', {}, { timeout: 5000 }),
    ).toHaveLength(2);
  });
});
