import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { headingJumps } from '../../../test/headings';
import { renderApp } from '../../../test/render';
import { makeCard, mockStudentApi, quizId } from '../components/attempt-test-fixtures';
import { QUIZ_UI_TEXT } from '../messages';

const LIST = 'GET /api/quiz';
const LONG =
  'A walk through the whole Revit interface, from views and levels to families, schedules and sheets.';

async function open(answer: Parameters<typeof mockStudentApi>[0][string]) {
  const api = mockStudentApi({ [LIST]: answer });
  const view = renderApp('/dashboard/student/quizzes');
  await screen.findByRole('heading', { level: 1, name: QUIZ_UI_TEXT.listTitle }, { timeout: 5000 });
  return { ...view, api };
}

const cardOf = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('article')!;

describe('All Quizzes', { timeout: 15_000 }, () => {
  it('shows each quiz as a card: the description cut at 80 characters, students attempted, completion and accuracy', async () => {
    await open({
      body: [
        makeCard(1, {
          title: 'Revit Essentials',
          description: LONG,
          studentsAttempted: 12,
          completionRate: 75,
          accuracy: 66.6,
        }),
        makeCard(2, { title: 'Short one', description: 'Just a few words.', studentsAttempted: 1 }),
      ],
    });
    const first = await screen.findByRole('heading', { level: 2, name: 'Revit Essentials' });
    const card = within(first.closest('article')!);
    expect(card.getByText(`${LONG.slice(0, 80).trimEnd()}…`)).toBeInTheDocument();
    expect(card.getByText('12 students attempted')).toBeInTheDocument();
    expect(card.getByRole('progressbar', { name: 'Completion' })).toHaveAttribute('aria-valuenow', '75');
    expect(card.getByText('75%')).toBeInTheDocument();
    expect(card.getByText('Accuracy')).toBeInTheDocument();
    expect(card.getByText('67%')).toBeInTheDocument();
    expect(card.getByText('5 questions · 10 minutes')).toBeInTheDocument();

    const second = within(cardOf('Short one'));
    expect(second.getByText('Just a few words.')).toBeInTheDocument();
    expect(second.getByText('1 student attempted')).toBeInTheDocument();
    // No accuracy before a first attempt.
    expect(second.queryByText('Accuracy')).not.toBeInTheDocument();
    expect(headingJumps(screen.getByRole('main'))).toEqual([]);
  });

  it('caps the completion rate at 100', async () => {
    await open({ body: [makeCard(1, { completionRate: 140 })] });
    await screen.findByRole('heading', { level: 2, name: 'Quiz 1' });
    expect(screen.getByRole('progressbar', { name: 'Completion' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('100%')).toBeInTheDocument();
  });

  it('leads to the start page, or straight back into an attempt in progress with Resume', async () => {
    await open({ body: [makeCard(1), makeCard(2, { inProgress: true })] });
    const start = await screen.findByRole('link', { name: 'Start Quiz 1' });
    expect(start).toHaveTextContent(QUIZ_UI_TEXT.start);
    expect(start).toHaveAttribute('href', `/dashboard/student/quiz/${quizId(1)}/start`);
    const resume = screen.getByRole('link', { name: 'Resume Quiz 2' });
    expect(resume).toHaveTextContent(QUIZ_UI_TEXT.resume);
    expect(resume).toHaveAttribute('href', `/dashboard/student/quiz/${quizId(2)}`);
    expect(screen.queryByRole('link', { name: 'Start Quiz 2' })).not.toBeInTheDocument();
  });

  it('opens the start page from a card', async () => {
    const { router } = await open({ body: [makeCard(1)] });
    fireEvent.click(await screen.findByRole('link', { name: 'Start Quiz 1' }));
    expect(router.state.location.pathname).toBe(`/dashboard/student/quiz/${quizId(1)}/start`);
  });

  it('shows an icon instead of a cover that fails to load', async () => {
    await open({ body: [makeCard(1)] });
    const card = cardOf((await screen.findByRole('heading', { level: 2, name: 'Quiz 1' })).textContent!);
    const image = card.querySelector('img')!;
    expect(image).toHaveAttribute('src', 'https://example.org/quiz-1.png');
    fireEvent.error(image);
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByTestId('cover-fallback')).toBeInTheDocument();
  });

  it('says so when there are no quizzes', async () => {
    await open({ body: [] });
    expect(await screen.findByText(QUIZ_UI_TEXT.noQuizzes)).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded, and tries again on request', async () => {
    let fail = true;
    const { api } = await open(() =>
      fail ? { status: 500, body: { message: 'boom' } } : { body: [makeCard(1)] },
    );
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      QUIZ_UI_TEXT.listLoadFailed,
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: QUIZ_UI_TEXT.tryAgain }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Quiz 1' })).toBeInTheDocument();
    expect(api.callsTo(LIST).length).toBeGreaterThan(1);
  });

  it('tells how many attempts are left, and when none are or the quiz has closed, leads to the result', async () => {
    await open({
      body: [
        makeCard(1, { title: 'Three tries', attemptsAllowed: 3, attemptsUsed: 1, attemptsLeft: 2 }),
        makeCard(2, { title: 'No limit', attemptsAllowed: 0, attemptsLeft: null }),
        makeCard(3, { title: 'Used up', attemptsAllowed: 1, attemptsUsed: 1, attemptsLeft: 0, accuracy: 50 }),
        makeCard(4, { title: 'Closed', closed: true, closesAt: '2026-01-01T10:00:00.000Z' }),
        makeCard(5, {
          title: 'Closed mid-attempt',
          closed: true,
          inProgress: true,
          attemptsUsed: 1,
          attemptsLeft: 0,
        }),
      ],
    });
    await screen.findByRole('heading', { level: 2, name: 'Three tries' });
    const card = (title: string) => within(cardOf(title));
    expect(card('Three tries').getByText('2 of 3 attempts left')).toBeInTheDocument();
    expect(card('Three tries').getByRole('link', { name: 'Start Three tries' })).toBeInTheDocument();
    expect(card('No limit').getByText(QUIZ_UI_TEXT.unlimitedAttempts)).toBeInTheDocument();
    expect(card('Used up').getByText('You have used your attempt at this quiz.')).toBeInTheDocument();
    expect(card('Used up').getByRole('link', { name: 'View result Used up' })).toHaveAttribute(
      'href',
      `/dashboard/student/quiz/${quizId(3)}/result`,
    );
    expect(card('Closed').getByText(QUIZ_UI_TEXT.closedNote)).toBeInTheDocument();
    expect(card('Closed').queryByRole('link')).not.toBeInTheDocument();
    // An attempt open when the quiz closed may still be finished.
    expect(
      card('Closed mid-attempt').getByRole('link', { name: 'Resume Closed mid-attempt' }),
    ).toBeInTheDocument();
  });
});
