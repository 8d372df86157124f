import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusedValue, type MockAnswer } from '../../../test/api-mock';
import { headingJumps } from '../../../test/headings';
import { openAsAdmin, quizId } from '../components/admin-quiz-fixtures';
import { QUIZ_LIMITS, QUIZ_MESSAGES } from '../messages';

const CREATE = 'POST /api/quiz/create';
const created = {
  status: 201,
  body: { message: QUIZ_MESSAGES.published, quiz: { _id: quizId(9) } },
};

const open = (create: MockAnswer = created) =>
  openAsAdmin('/dashboard/admin/quiz-builder', { [CREATE]: create }, 'Quiz Creator');

const questionText = (n: number) => screen.getByRole('textbox', { name: `Question ${n} text` });
const option = (q: number, letter: string) => screen.getByLabelText(`Question ${q} option ${letter}`);
const options = () => screen.getAllByRole('textbox', { name: /^Question \d+ option [A-J]$/ });
const correct = (letter: string) => screen.getByRole('radio', { name: `Option ${letter} is correct` });
const questionButton = (n: number) => screen.getByRole('button', { name: new RegExp(`^Question ${n}:`) });

async function fillQuiz(user: UserEvent) {
  await user.type(screen.getByLabelText('Title'), 'Revit Basics');
  await user.type(screen.getByLabelText('Cover image URL'), 'https://images.example.org/revit.png');
  await user.type(questionText(1), 'What does BIM stand for?');
  await user.type(option(1, 'A'), 'Basic Interior Method');
  await user.type(option(1, 'B'), 'Building Information Modelling');
  await user.type(option(1, 'C'), 'Big Iron Mesh');
  await user.type(option(1, 'D'), 'Bold Isometric Mass');
}

describe('Quiz Creator', { timeout: 15_000 }, () => {
  it('starts with one question of four empty options, the first marked correct, and a 10 minute limit', async () => {
    const { container, user } = await open();
    expect(headingJumps(container)).toEqual([]);
    expect(screen.getByLabelText('Time limit (minutes)')).toHaveValue(QUIZ_LIMITS.timeLimit.default);
    expect(screen.getByRole('heading', { level: 3, name: 'Question 1' })).toBeInTheDocument();
    expect(options().map((input) => (input as HTMLInputElement).value)).toEqual(['', '', '', '']);
    expect(correct('A')).toBeChecked();

    await user.type(questionText(1), 'First');
    await user.click(correct('C'));
    await user.click(screen.getByRole('button', { name: '+ Add question' }));

    // The new question is the one shown, with the same start.
    expect(screen.getByRole('heading', { level: 3, name: 'Question 2' })).toBeInTheDocument();
    expect(questionButton(2)).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(questionText(2)).toHaveFocus());
    expect(questionText(2)).toHaveValue('');
    expect(options()).toHaveLength(QUIZ_LIMITS.newQuestionOptions);
    expect(correct('A')).toBeChecked();

    // The first keeps what was given to it.
    await user.click(questionButton(1));
    expect(questionText(1)).toHaveValue('First');
    expect(correct('C')).toBeChecked();
  });

  it('names each question button by its content, which holds the number and text it shows (WCAG 2.5.3)', async () => {
    const { user } = await open();
    await user.type(questionText(1), 'What does BIM stand for?');
    const button = questionButton(1);
    // An aria-label would be a name apart from the visible text (axe label-content-name-mismatch).
    expect(button).not.toHaveAttribute('aria-label');
    expect(button).toHaveAccessibleName('Question 1: What does BIM stand for?');
    const shown = Array.from(button.querySelectorAll('[aria-hidden="true"]'), (el) => el.textContent);
    expect(shown).toEqual(['1', 'What does BIM stand for?']);
  });

  it('adds and removes options between 2 and 10', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Remove option D' }));
    await user.click(screen.getByRole('button', { name: 'Remove option C' }));
    expect(options()).toHaveLength(QUIZ_LIMITS.options.min);
    expect(screen.getByRole('button', { name: 'Remove option A' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove option B' })).toBeDisabled();

    const add = screen.getByRole('button', { name: '+ Add option' });
    for (let i = QUIZ_LIMITS.options.min; i < QUIZ_LIMITS.options.max; i++) await user.click(add);
    expect(options()).toHaveLength(QUIZ_LIMITS.options.max);
    expect(option(1, 'J')).toBeInTheDocument();
    expect(add).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove option J' })).toBeEnabled();
  });

  it('keeps the correct mark on its option as options are removed', async () => {
    const { user } = await open();
    await user.type(option(1, 'C'), 'Right');
    await user.click(correct('C'));
    await user.click(screen.getByRole('button', { name: 'Remove option A' }));
    // The right option is now B, and still the one marked.
    expect(option(1, 'B')).toHaveValue('Right');
    expect(correct('B')).toBeChecked();

    // Removing the correct option marks the first, as on a new question.
    await user.click(screen.getByRole('button', { name: 'Remove option B' }));
    expect(correct('A')).toBeChecked();
  });

  it('deletes a question, but keeps the last one', async () => {
    const { user } = await open();
    expect(screen.getByRole('button', { name: 'Delete question 1' })).toBeDisabled();
    await user.type(questionText(1), 'Goes');
    await user.click(screen.getByRole('button', { name: '+ Add question' }));
    await user.type(questionText(2), 'Stays');

    await user.click(questionButton(1));
    await user.click(screen.getByRole('button', { name: 'Delete question 1' }));
    expect(screen.getAllByRole('button', { name: /^Question \d+:/ })).toHaveLength(1);
    expect(questionText(1)).toHaveValue('Stays');
    expect(screen.getByRole('button', { name: 'Delete question 1' })).toBeDisabled();
  });

  it(`publishes the quiz as the contract has it, says '${QUIZ_MESSAGES.published}' and starts a new one`, async () => {
    const { api, user } = await open();
    await fillQuiz(user);
    await user.click(correct('B'));
    await user.click(screen.getByRole('button', { name: '+ Add question' }));
    await user.type(questionText(2), 'Which view shows a floor from above?');
    await user.type(option(2, 'A'), 'Section');
    await user.type(option(2, 'B'), 'Plan');
    await user.click(screen.getByRole('button', { name: 'Remove option D' }));
    await user.click(screen.getByRole('button', { name: 'Remove option C' }));
    await user.click(correct('B'));
    await user.type(screen.getByLabelText('Question 2 Explanation'), 'A plan is cut above the floor.');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText(QUIZ_MESSAGES.published)).toBeInTheDocument();
    expect(api.callsTo(CREATE)).toHaveLength(1);
    expect(api.callsTo(CREATE)[0]?.body).toEqual({
      title: 'Revit Basics',
      description: '',
      coverImage: 'https://images.example.org/revit.png',
      timeLimit: 10,
      questions: [
        {
          questionText: 'What does BIM stand for?',
          options: [
            'Basic Interior Method',
            'Building Information Modelling',
            'Big Iron Mesh',
            'Bold Isometric Mass',
          ],
          correctAnswer: 1,
          explanation: '',
        },
        {
          questionText: 'Which view shows a floor from above?',
          options: ['Section', 'Plan'],
          correctAnswer: 1,
          explanation: 'A plan is cut above the floor.',
        },
      ],
      attemptsAllowed: 1,
      reviewAnswers: 'after-last',
      closesAt: null,
    });

    // spec-2 §4: the form resets on success.
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
    expect(screen.getAllByRole('button', { name: /^Question \d+:/ })).toHaveLength(1);
    expect(questionText(1)).toHaveValue('');
    expect(options()).toHaveLength(4);
    expect(screen.getByLabelText('Time limit (minutes)')).toHaveValue(10);
  });

  it('sends the time limit the admin typed', async () => {
    const { api, user } = await open();
    await fillQuiz(user);
    await user.clear(screen.getByLabelText('Time limit (minutes)'));
    await user.type(screen.getByLabelText('Time limit (minutes)'), '25');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText(QUIZ_MESSAGES.published);
    expect(api.callsTo(CREATE)[0]?.body).toMatchObject({ timeLimit: 25 });
  });

  it('sends nothing while a field is wrong, and shows the problem in the question that has it', async () => {
    const { api, user } = await open();
    await user.type(screen.getByLabelText('Title'), 'Revit Basics');
    await user.type(screen.getByLabelText('Cover image URL'), 'https://images.example.org/revit.png');
    await user.type(questionText(1), 'Complete');
    for (const letter of ['A', 'B', 'C', 'D']) await user.type(option(1, letter), `Option ${letter}`);
    await user.click(screen.getByRole('button', { name: '+ Add question' }));
    await user.type(questionText(2), 'Half done');
    await user.type(option(2, 'A'), 'Yes');
    await user.click(questionButton(1));
    await user.clear(screen.getByLabelText('Time limit (minutes)'));
    await user.type(screen.getByLabelText('Time limit (minutes)'), '0');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Time limit (minutes)')).toHaveAccessibleDescription(
        'Time limit (minutes) must be at least 1 minute.',
      ),
    );
    expect(questionButton(2)).toHaveAccessibleName(/has problems to fix/);
    expect(questionButton(1)).not.toHaveAccessibleName(/has problems to fix/);
    expect(api.callsTo(CREATE)).toHaveLength(0);

    // With the quiz's own fields right, the first problem left is in question 2, which opens.
    await user.clear(screen.getByLabelText('Time limit (minutes)'));
    await user.type(screen.getByLabelText('Time limit (minutes)'), '5');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(option(2, 'B')).toHaveFocus());
    expect(option(2, 'B')).toHaveAccessibleDescription('Question 2 option B is required.');
    expect(option(2, 'A')).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it("shows the server's refusal at the field it names, in its question", async () => {
    const { user } = await open(refusedValue('questions.1.options.2', 'Option is required'));
    await fillQuiz(user);
    await user.click(screen.getByRole('button', { name: '+ Add question' }));
    await user.type(questionText(2), 'Second');
    for (const letter of ['A', 'B', 'C', 'D']) await user.type(option(2, letter), `Option ${letter}`);
    await user.click(questionButton(1));
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText(QUIZ_MESSAGES.publishFailed)).toBeInTheDocument();
    await waitFor(() => expect(option(2, 'C')).toHaveFocus());
    expect(screen.getByRole('heading', { level: 3, name: 'Question 2' })).toBeInTheDocument();
    expect(option(2, 'C')).toHaveAccessibleDescription('Option is required.');
    expect(questionButton(2)).toHaveAccessibleName(/has problems to fix/);
    // Nothing the admin wrote is lost.
    expect(screen.getByLabelText('Title')).toHaveValue('Revit Basics');
  });

  it(`says '${QUIZ_MESSAGES.publishFailed}' when the server fails, and keeps the quiz`, async () => {
    const { api, user } = await open({ status: 500, body: { message: 'Internal Server Error' } });
    await fillQuiz(user);
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    const toast = await screen.findByText(QUIZ_MESSAGES.publishFailed);
    expect(toast).toBeInTheDocument();
    expect(screen.queryByText(QUIZ_MESSAGES.published)).not.toBeInTheDocument();
    expect(api.callsTo(CREATE)).toHaveLength(1);
    expect(screen.getByLabelText('Title')).toHaveValue('Revit Basics');
    expect(questionText(1)).toHaveValue('What does BIM stand for?');
  });
});
