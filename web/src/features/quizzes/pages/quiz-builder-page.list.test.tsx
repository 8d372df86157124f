import type { QuizCard } from '@atelier/contract/quizzes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeQuiz, makeQuizCard, openAsAdmin, quizId } from '../components/admin-quiz-fixtures';
import { QUIZ_TEXT } from '../messages';

const LIST = 'GET /api/quiz';

/** The builder with `quizzes` listed below it; the list follows what publish and delete change. */
async function open(quizzes: QuizCard[], path = '/dashboard/admin/quiz-builder', heading = 'Quiz Creator') {
  let current = quizzes;
  const view = await openAsAdmin(
    path,
    {
      [LIST]: () => ({ body: current }),
      [`GET /api/quiz/${quizId(1)}/full`]: { body: makeQuiz(1, { title: 'Revit Basics' }) },
      [`POST /api/quiz/${quizId(1)}/publish`]: ({ body }) => {
        const { published } = body as { published: boolean };
        current = current.map((q) => (q._id === quizId(1) ? { ...q, published } : q));
        return { body: { message: published ? QUIZ_TEXT.republished : QUIZ_TEXT.unpublished } };
      },
      [`DELETE /api/quiz/${quizId(1)}`]: () => {
        current = current.filter((q) => q._id !== quizId(1));
        return { body: { message: QUIZ_TEXT.deleted } };
      },
    },
    heading,
  );
  const list = await screen.findByRole('region', { name: 'Your quizzes' });
  await within(list).findByRole('table');
  return { ...view, list };
}

const revit = makeQuizCard(1, { title: 'Revit Basics', questionCount: 5, studentsAttempted: 12 });
const draft = makeQuizCard(2, { title: 'Sketching', published: false, questionCount: 1 });

describe('Quiz Creator, the list of quizzes', { timeout: 15_000 }, () => {
  it('lists every quiz with its status, questions and attempts', async () => {
    const { list } = await open([revit, draft]);
    expect(within(list).getByText('2 quizzes')).toBeInTheDocument();
    const first = within(list).getByRole('row', { name: /Revit Basics/ });
    expect(within(first).getByText('Published')).toBeInTheDocument();
    expect(within(first).getByText('5 questions')).toBeInTheDocument();
    expect(within(first).getByText('12 students')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Edit Revit Basics' })).toHaveAttribute(
      'href',
      `/dashboard/admin/quiz-builder/${quizId(1)}`,
    );
    expect(within(first).getByRole('link', { name: 'Results of Revit Basics' })).toHaveAttribute(
      'href',
      `/dashboard/admin/quiz-results/${quizId(1)}`,
    );
    const second = within(list).getByRole('row', { name: /Sketching/ });
    expect(within(second).getByText('Unpublished')).toBeInTheDocument();
    expect(within(second).getByText('1 question')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Publish Sketching' })).toBeInTheDocument();
  });

  it('says so when there are no quizzes yet', async () => {
    await openAsAdmin('/dashboard/admin/quiz-builder', {}, 'Quiz Creator');
    expect(await screen.findByText(/No quizzes yet/)).toBeInTheDocument();
  });

  it('unpublishes and publishes again', async () => {
    const { api, list, user } = await open([revit]);
    await user.click(within(list).getByRole('button', { name: 'Unpublish Revit Basics' }));
    expect(await screen.findByText(QUIZ_TEXT.unpublished)).toBeInTheDocument();
    expect(await within(list).findByText('Unpublished')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Publish Revit Basics' }));
    expect(await within(list).findByText('Published')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/quiz/${quizId(1)}/publish`).map((c) => c.body)).toEqual([
      { published: false },
      { published: true },
    ]);
  });

  it('deletes a quiz only once the admin confirms', async () => {
    const { api, list, user } = await open([revit, draft]);
    await user.click(within(list).getByRole('button', { name: 'Delete Revit Basics' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete quiz?' });
    expect(dialog).toHaveTextContent('“Revit Basics” will be deleted with the 12 attempts students made.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/quiz/${quizId(1)}`)).toHaveLength(0);

    await user.click(within(list).getByRole('button', { name: 'Delete Revit Basics' }));
    dialog = screen.getByRole('dialog', { name: 'Delete quiz?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(QUIZ_TEXT.deleted)).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText('Revit Basics')).not.toBeInTheDocument());
    expect(within(list).getByText('Sketching')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/quiz/${quizId(1)}`)).toHaveLength(1);
  });

  it('opens a quiz in the builder with Edit, and leaves it when it is deleted', async () => {
    const { list, router, user } = await open([revit, draft]);
    await user.click(within(list).getByRole('link', { name: 'Edit Revit Basics' }));
    await screen.findByRole('heading', { level: 1, name: 'Edit Quiz' });
    expect(await screen.findByLabelText('Title')).toHaveValue('Revit Basics');
    expect(within(list).getByRole('row', { name: /Revit Basics/ })).toHaveAttribute('aria-current', 'true');

    await user.click(within(list).getByRole('button', { name: 'Delete Revit Basics' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete quiz?' })).getByRole('button', { name: 'Delete' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Quiz Creator' });
    expect(router.state.location.pathname).toBe('/dashboard/admin/quiz-builder');
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });
});
