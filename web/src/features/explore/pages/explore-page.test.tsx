import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, storeSession } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';

const me = makeUser();
const course = (id: string, title: string) => ({
  _id: id,
  title,
  description: '',
  coverImage: '',
  skillsCovered: [],
  authors: [],
  locked: false,
  sectionCount: 1,
  chapterCount: 1,
});

async function open(path: string) {
  storeSession('tok', me);
  mockApi({
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
    expect(screen.getAllByText('Sample data')).toHaveLength(2);
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
    expect(screen.getByText('Watched').nextSibling).toHaveTextContent('40%');

    await user.click(screen.getByRole('link', { name: 'Home' }));
    await user.click(screen.getByRole('link', { name: /Performance/ }));
    expect(crumbs()).toEqual(['Home', 'Performance']);

    await user.click(screen.getByRole('link', { name: 'Home' }));
    await user.click(screen.getByRole('link', { name: /Fee Due/ }));
    expect(crumbs()).toEqual(['Home', 'Fee Due']);
  });
});
