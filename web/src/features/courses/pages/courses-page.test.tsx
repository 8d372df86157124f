import type { CourseSummary } from '@atelier/contract/courses';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, storeSession } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { makeCourseSummary } from '../../../test/course-fixtures';

const me = makeUser();

const card = (id: string, title: string, extra: Partial<CourseSummary> = {}) =>
  makeCourseSummary(id, title, {
    description: `${title} description`,
    coverImage: 'https://example.org/cover.png',
    sectionCount: 2,
    chapterCount: 4,
    ...extra,
  });

const COURSES = [
  card('11111111-1111-4111-8111-111111111111', 'BIM Fundamentals with Revit', { skillsCovered: ['Revit'] }),
  card('22222222-2222-4222-8222-222222222222', 'Computational Design', {
    authors: [{ name: 'Daniel Okafor', profileImage: 'https://example.org/d.png' }],
  }),
  card('33333333-3333-4333-8333-333333333333', 'Design Thinking for Architects', { locked: true }),
];

async function open(path = '/dashboard/student/courses') {
  storeSession('tok', me);
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user: me } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    'GET /api/courses': { body: COURSES },
  });
  const view = renderApp(path);
  // The first test also waits for the lazy student area to load.
  await screen.findByRole('list', { name: 'Courses' }, { timeout: 5000 });
  return { ...view, api, user: userEvent.setup() };
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Courses' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)
    .sort();

describe('student courses page', () => {
  it('opens on In progress with My Courses, the Weekly Goal and Search', async () => {
    const { router } = await open();
    expect(router.state.location.pathname).toBe('/dashboard/student/courses/inprogress');
    expect(screen.getByRole('heading', { name: 'My Courses' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Weekly Goal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'In progress' })).toHaveAttribute('aria-current', 'page');
    expect(titles()).toEqual(COURSES.map((c) => c.title).sort());
  });

  it('filters the cards by title, skill and author as the student types', async () => {
    const { user } = await open();
    const search = screen.getByRole('searchbox', { name: 'Search courses' });

    await user.type(search, 'design');
    expect(titles()).toEqual(['Computational Design', 'Design Thinking for Architects']);
    expect(screen.getByText('2 of 3 courses match')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'revit');
    expect(titles()).toEqual(['BIM Fundamentals with Revit']);

    await user.clear(search);
    await user.type(search, 'okafor computational');
    expect(titles()).toEqual(['Computational Design']);

    await user.clear(search);
    await user.type(search, 'rhino');
    expect(screen.queryByRole('list', { name: 'Courses' })).not.toBeInTheDocument();
    expect(screen.getByText('No courses match “rhino”.')).toBeInTheDocument();

    await user.clear(search);
    expect(titles()).toHaveLength(3);
  });

  it('switches between grid and list view', async () => {
    const { user } = await open();
    const grid = screen.getByRole('button', { name: 'Grid view' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    await user.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(grid).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps the order while the page is open', async () => {
    const { user } = await open();
    const order = () =>
      within(screen.getByRole('list', { name: 'Courses' }))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    const first = order();
    await user.click(screen.getByRole('button', { name: 'List view' }));
    await user.click(screen.getByRole('link', { name: 'Saved' }));
    await user.click(screen.getByRole('link', { name: 'In progress' }));
    expect(order()).toEqual(first);
  });

  it('opens an unlocked course and toasts instead of opening a locked one', async () => {
    const { user, router } = await open();
    await user.click(screen.getByRole('link', { name: 'Design Thinking for Architects' }));
    expect(
      await screen.findByText('This course is locked. You cannot access its content.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/student/courses/inprogress');

    await user.click(screen.getByRole('link', { name: 'Computational Design' }));
    expect(router.state.location.pathname).toBe(
      '/dashboard/student/courses/22222222-2222-4222-8222-222222222222',
    );
  });

  it('shows placeholders for Saved, My collection and Learning history', async () => {
    const { user } = await open();
    for (const name of ['Saved', 'My collection', 'Learning history']) {
      await user.click(screen.getByRole('link', { name }));
      expect(screen.getByRole('heading', { name, level: 3 })).toBeInTheDocument();
      expect(screen.getByText('Nothing to show here yet.')).toBeInTheDocument();
    }
  });
});
