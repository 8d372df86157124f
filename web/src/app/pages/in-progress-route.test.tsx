import type { MyProgress } from '@atelier/contract/progress';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, storeSession } from '../../test/api-mock';
import { makeCourseSummary } from '../../test/course-fixtures';
import { renderApp } from '../../test/render';

const me = makeUser();
const BIM = '11111111-1111-4111-8111-111111111111';
const REVIT = '22222222-2222-4222-8222-222222222222';
const course = (id: string, title: string, chapterCount: number) =>
  makeCourseSummary(id, title, { chapterCount });

const progress: MyProgress = {
  today: '2025-11-05',
  from: '2025-08-14',
  days: [{ day: '2025-11-05', seconds: 60, quizzes: 0 }],
  scores: [],
  courses: [
    {
      courseId: BIM,
      chaptersOpened: 1,
      chapterCount: 3,
      seconds: 60,
      lastSeenAt: '2025-11-05T10:00:00.000Z',
    },
  ],
};

function open(progressAnswer: { status?: number; body: unknown }) {
  storeSession('tok', me);
  mockApi({
    'GET /api/auth/validate-token': { body: { user: me } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    'GET /api/courses': {
      body: [course(BIM, 'BIM Fundamentals', 3), course(REVIT, 'Revit for Beginners', 4)],
    },
    'GET /api/progress/me': progressAnswer,
  });
  renderApp('/dashboard/student/courses/inprogress');
}

const card = async (title: string) =>
  (await screen.findByRole('link', { name: title }, { timeout: 5000 })).closest('article')!;

describe('course cards with progress', { timeout: 10_000 }, () => {
  it('show the chapters the learner opened of each course', async () => {
    open({ body: progress });
    expect(await within(await card('BIM Fundamentals')).findByText(/chapters opened/)).toHaveTextContent(
      '1 / 3 chapters opened',
    );
    expect(within(await card('Revit for Beginners')).getByText(/chapters opened/)).toHaveTextContent(
      '0 / 4 chapters opened',
    );
  });

  it('show the cards without counts when progress cannot be loaded', async () => {
    open({ status: 500, body: { message: 'boom' } });
    const bim = await card('BIM Fundamentals');
    expect(within(bim).getByText('1 section · 3 chapters')).toBeInTheDocument();
    expect(within(bim).queryByText(/chapters opened/)).not.toBeInTheDocument();
  });
});
