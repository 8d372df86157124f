import { screen, waitFor } from '@testing-library/react';
import { QUIZ_ERRORS } from '@atelier/contract/quizzes';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../test/api-mock';
import {
  makeQuiz,
  openAsAdmin,
  QUIZ_QUESTIONS,
  quizId,
  type Handler,
} from '../components/admin-quiz-fixtures';
import { QUIZ_TEXT } from '../messages';

const ID = quizId(1);
const FULL = `GET /api/quiz/${ID}/full`;
const PUT = `PUT /api/quiz/${ID}`;

const open = (handlers: Record<string, Handler>) =>
  openAsAdmin(`/dashboard/admin/quiz-builder/${ID}`, handlers, 'Edit Quiz');

const questionText = (n: number) => screen.getByRole('textbox', { name: `Question ${n} text` });
const option = (q: number, letter: string) => screen.getByLabelText(`Question ${q} option ${letter}`);
const correct = (letter: string) => screen.getByRole('radio', { name: `Option ${letter} is correct` });

describe('Quiz Creator, editing a quiz', { timeout: 15_000 }, () => {
  it('fills the builder from the full quiz and saves it with PUT', async () => {
    const { api, user } = await open({
      [FULL]: { body: makeQuiz(1, { title: 'Revit Basics' }) },
      [PUT]: { body: { message: QUIZ_TEXT.updated } },
    });

    expect(await screen.findByLabelText('Title')).toHaveValue('Revit Basics');
    expect(screen.getByLabelText('Description')).toHaveValue('Walls, floors and roofs.');
    expect(screen.getByLabelText('Cover image URL')).toHaveValue('https://images.example.org/quiz-1.png');
    expect(screen.getByLabelText('Time limit (minutes)')).toHaveValue(15);
    expect(questionText(1)).toHaveValue('What does BIM stand for?');
    expect(option(1, 'C')).toHaveValue('Big Iron Mesh');
    expect(screen.queryByLabelText('Question 1 option D')).not.toBeInTheDocument();
    expect(correct('A')).toBeChecked();
    expect(screen.getByLabelText('Question 1 Explanation')).toHaveValue('It is a process, not a program.');

    await user.click(screen.getByRole('button', { name: /^Question 2:/ }));
    expect(option(2, 'B')).toHaveValue('Plan');
    expect(correct('B')).toBeChecked();
    await user.click(correct('A'));
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Revit Basics 2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(QUIZ_TEXT.updated)).toBeInTheDocument();
    expect(api.callsTo(PUT)[0]?.body).toEqual({
      title: 'Revit Basics 2',
      description: 'Walls, floors and roofs.',
      coverImage: 'https://images.example.org/quiz-1.png',
      timeLimit: 15,
      // As loaded, but for the second question's answer, which the admin changed to A.
      questions: [QUIZ_QUESTIONS[0], { ...QUIZ_QUESTIONS[1], correctAnswer: 0 }],
      attemptsAllowed: 1,
      reviewAnswers: 'after-last',
      closesAt: null,
    });
    expect(api.callsTo('POST /api/quiz/create')).toHaveLength(0);
  });

  it('offers only publishing and the results once students have attempted the quiz', async () => {
    const { api, user } = await open({
      [FULL]: { body: makeQuiz(1, { title: 'Revit Basics', attemptCount: 3 }) },
      [`POST /api/quiz/${ID}/publish`]: { body: { message: QUIZ_TEXT.unpublished } },
    });

    expect(await screen.findByText(QUIZ_TEXT.attempted)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Revit Basics' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Results' })).toHaveAttribute(
      'href',
      `/dashboard/admin/quiz-results/${ID}`,
    );

    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText(QUIZ_TEXT.unpublished)).toBeInTheDocument();
    expect(api.callsTo(`POST /api/quiz/${ID}/publish`)[0]?.body).toEqual({ published: false });
    expect(api.callsTo(PUT)).toHaveLength(0);
  });

  it('turns to the locked view when a student started the quiz before the save (409)', async () => {
    let attempts = 0;
    const { user } = await open({
      [FULL]: () => ({ body: makeQuiz(1, { attemptCount: attempts }) }),
      [PUT]: () => {
        attempts = 1;
        return refusal(QUIZ_ERRORS.attempted);
      },
    });
    await user.type(await screen.findByLabelText('Title'), ' again');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByLabelText('Title')).not.toBeInTheDocument());
    expect(screen.getAllByText(QUIZ_TEXT.attempted).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
  });

  it(`says '${QUIZ_TEXT.notFound}' for a quiz that is gone`, async () => {
    await open({ [FULL]: { status: 404, body: { message: QUIZ_TEXT.notFound } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(QUIZ_TEXT.notFound);
  });
});
