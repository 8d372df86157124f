import { QUIZ_LIMITS, REVIEW_OPTION_LABELS } from '@atelier/contract/quizzes';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeQuiz, openAsAdmin, quizId } from '../components/admin-quiz-fixtures';
import { QUIZ_MESSAGES, QUIZ_TEXT } from '../messages';

// Issue 25: the admin sets attempts allowed, when answers are shown, and the close time.

const CREATE = 'POST /api/quiz/create';
const ID = quizId(1);

const attempts = () => screen.getByRole('spinbutton', { name: 'Attempts allowed' });
const review = () => screen.getByRole('combobox', { name: 'Show correct answers to students' });
const closes = () => screen.getByLabelText('Closes at');

async function fillQuiz(user: UserEvent) {
  await user.type(screen.getByLabelText('Title'), 'Revit Basics');
  await user.type(screen.getByLabelText('Cover image URL'), 'https://images.example.org/revit.png');
  await user.type(screen.getByRole('textbox', { name: 'Question 1 text' }), 'What does BIM stand for?');
  await user.type(screen.getByLabelText('Question 1 option A'), 'Building Information Modelling');
  await user.type(screen.getByLabelText('Question 1 option B'), 'Big Iron Mesh');
  await user.click(screen.getByRole('button', { name: 'Remove option D' }));
  await user.click(screen.getByRole('button', { name: 'Remove option C' }));
}

describe('Quiz Creator, attempts and review settings', { timeout: 15_000 }, () => {
  it('starts at one attempt, answers after the last, never closing; sends what the admin chose', async () => {
    const { api, user } = await openAsAdmin(
      '/dashboard/admin/quiz-builder',
      { [CREATE]: { status: 201, body: { message: QUIZ_MESSAGES.published, quiz: { _id: ID } } } },
      'Quiz Creator',
    );
    const group = screen.getByRole('group', { name: 'Attempts and review' });
    expect(within(group).getByText(/0 means no limit/)).toBeInTheDocument();
    expect(attempts()).toHaveValue(1);
    expect(review()).toHaveValue('after-last');
    expect(
      within(review())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(Object.values(REVIEW_OPTION_LABELS));
    expect(closes()).toHaveValue('');

    await fillQuiz(user);
    await user.clear(attempts());
    await user.type(attempts(), '3');
    await user.selectOptions(review(), REVIEW_OPTION_LABELS['after-close']);
    await user.type(closes(), '2030-01-15T09:30');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText(QUIZ_MESSAGES.published);
    expect(api.callsTo(CREATE)[0]?.body).toMatchObject({
      attemptsAllowed: 3,
      reviewAnswers: 'after-close',
      // The browser's local time, sent as an instant.
      closesAt: new Date('2030-01-15T09:30').toISOString(),
    });
  });

  it('refuses more than the most attempts and sends nothing', async () => {
    const { api, user } = await openAsAdmin('/dashboard/admin/quiz-builder', {}, 'Quiz Creator');
    await fillQuiz(user);
    await user.clear(attempts());
    await user.type(attempts(), String(QUIZ_LIMITS.attemptsAllowed.max + 1));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText(
        `Attempts allowed must be a whole number from 0 (no limit) to ${QUIZ_LIMITS.attemptsAllowed.max}.`,
      ),
    ).toBeInTheDocument();
    expect(attempts()).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('still lets the admin change the settings of a quiz students have attempted', async () => {
    const SETTINGS = `PUT /api/quiz/${ID}/settings`;
    const { api, user } = await openAsAdmin(
      `/dashboard/admin/quiz-builder/${ID}`,
      {
        [`GET /api/quiz/${ID}/full`]: {
          body: makeQuiz(1, { attemptCount: 4, attemptsAllowed: 2, reviewAnswers: 'never' }),
        },
        [SETTINGS]: { body: { message: QUIZ_TEXT.settingsSaved } },
      },
      'Edit Quiz',
    );
    expect(await screen.findByText(QUIZ_TEXT.attempted)).toBeInTheDocument();
    expect(attempts()).toHaveValue(2);
    expect(review()).toHaveValue('never');
    await user.clear(attempts());
    await user.type(attempts(), '0');
    await user.selectOptions(review(), REVIEW_OPTION_LABELS['after-each']);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(QUIZ_TEXT.settingsSaved)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(SETTINGS)).toHaveLength(1));
    expect(api.callsTo(SETTINGS)[0]?.body).toEqual({
      attemptsAllowed: 0,
      reviewAnswers: 'after-each',
      closesAt: null,
    });
  });
});
