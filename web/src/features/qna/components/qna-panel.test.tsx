import type { Question } from '@atelier/contract/qna';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SessionGate } from '../../../app/session-gate';
import { makeUser, mockApi, storeSession } from '../../../test/api-mock';
import { expectLoadMoreOf25, offsetPages } from '../../../test/paged-list';
import { renderWithProviders } from '../../../test/render';
import { QnaPanel } from './qna-panel';

const me = makeUser();
const other = { _id: '7d6c5b4a-3f2e-4d1c-8b0a-9f8e7d6c5b4a', name: 'Noor Haddad', avatar: '5.jpg' };
const courseId = '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const chapterId = `${courseId}_What_is_BIM?`;
const listPath = `GET /api/qna/${courseId}/${encodeURIComponent(chapterId)}`;
const listKey = `${listPath}?limit=20`;
const page = <T,>(items: T[]) => ({ items, total: items.length, nextCursor: null });
const QUESTION_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const ANSWER_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

function questions(likedByMe: boolean): Question[] {
  return [
    {
      _id: QUESTION_ID,
      courseId,
      chapterId,
      question: 'Is a family the same as a block?',
      userId: other,
      createdAt: '2026-03-04T10:00:00.000Z',
      likes: likedByMe ? [other._id, me._id] : [other._id],
      answers: [
        {
          _id: ANSWER_ID,
          answer: 'No: a family carries parameters.',
          userId: other,
          createdAt: '2026-03-04T11:00:00.000Z',
          likes: [],
          replies: [
            {
              _id: '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f',
              reply: 'Thanks!',
              userId: other,
              createdAt: '2026-03-04T12:00:00.000Z',
            },
          ],
        },
      ],
    },
  ];
}

function setup() {
  let liked = true;
  const asked: Question[] = [];
  storeSession('tok', me);
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user: me } },
    [listKey]: () => ({ body: page([...asked, ...questions(liked)]) }),
    'POST /api/qna': ({ body }) => {
      const question: Question = {
        _id: '4d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f7a',
        courseId,
        chapterId,
        question: (body as { question: string }).question,
        userId: { _id: me._id, name: me.name, avatar: me.avatar },
        createdAt: '2026-03-05T10:00:00.000Z',
        likes: [],
        answers: [],
      };
      asked.unshift(question);
      return { status: 201, body: { message: 'Question posted', question } };
    },
    'POST /api/qna/answer': { status: 201, body: { message: 'Answer posted' } },
    'POST /api/qna/reply': { status: 201, body: { message: 'Reply posted' } },
    'POST /api/qna/like-question': () => {
      liked = !liked;
      return { body: { message: liked ? 'Liked' : 'Like removed', liked, likes: liked ? 2 : 1 } };
    },
  });
  renderWithProviders(
    <SessionGate>
      <QnaPanel courseId={courseId} chapterId={chapterId} />
    </SessionGate>,
  );
  return { api, user: userEvent.setup() };
}

const older = (n: number): Question => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  courseId,
  chapterId,
  question: `Older question number ${n}`,
  userId: other,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
  likes: [],
  answers: [],
});

/**
 * A chapter of `count` questions as the server pages them: newest first, 20 a page, the offset as
 * the cursor. `holdPages()` keeps the list's answers until the returned release runs.
 */
function pagedSetup(count: number) {
  const all = Array.from({ length: count }, (_, i) => older(count - i));
  const { handlers: pages, holdPages } = offsetPages(listKey, () => all);
  storeSession('tok', me);
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user: me } },
    ...pages,
    'POST /api/qna': ({ body }) => {
      const question = { ...older(count + 1), question: (body as { question: string }).question };
      all.unshift(question);
      return { status: 201, body: { message: 'Question posted', question } };
    },
    'POST /api/qna/like-question': ({ body }) => {
      const question = all.find((q) => q._id === (body as { questionId: string }).questionId);
      if (question) question.likes = [me._id];
      return { body: { message: 'Liked', liked: true, likes: 1 } };
    },
  });
  renderWithProviders(
    <SessionGate>
      <QnaPanel courseId={courseId} chapterId={chapterId} />
    </SessionGate>,
  );
  return { api, user: userEvent.setup(), holdPages };
}

const shownQuestions = () =>
  within(screen.getByRole('list', { name: 'Questions' }))
    .getAllByRole('button', { name: /^Older question number|^Where/ })
    .map((button) => button.textContent);

const questionButton = () => screen.getByRole('button', { name: /Is a family the same as a block\?/ });

describe('QnaPanel', () => {
  it('shows each question with its author, date and likes; answers show on click and hide on a second click', async () => {
    const { user } = setup();
    const list = await screen.findByRole('list', { name: 'Questions' });
    expect(within(list).getByText('Noor Haddad')).toBeInTheDocument();
    expect(list.querySelector('time')).toHaveAttribute('dateTime', '2026-03-04T10:00:00.000Z');
    expect(within(list).getByRole('button', { name: '2 likes, like this question' })).toBeInTheDocument();

    expect(questionButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('No: a family carries parameters.')).not.toBeInTheDocument();

    await user.click(questionButton());
    expect(questionButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('No: a family carries parameters.')).toBeVisible();
    expect(screen.getByText('Thanks!')).toBeVisible();

    await user.click(questionButton());
    expect(questionButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('No: a family carries parameters.')).not.toBeInTheDocument();
  });

  it('toggles the answer box, sends only non-blank answers, trimmed', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: /Is a family/ }));
    const answerToggle = screen.getByRole('button', { name: 'Answer' });
    expect(screen.queryByLabelText('Your answer')).not.toBeInTheDocument();

    await user.click(answerToggle);
    expect(screen.getByRole('button', { name: 'Close answer box' })).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByLabelText('Your answer'), '    ');
    await user.click(screen.getByRole('button', { name: 'Post Answer' }));
    expect(api.callsTo('POST /api/qna/answer')).toHaveLength(0);
    expect(screen.getByText('Write something first.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Your answer'), ' It holds data.  ');
    await user.click(screen.getByRole('button', { name: 'Post Answer' }));
    expect(await screen.findByText('Answer posted')).toBeInTheDocument();
    expect(api.callsTo('POST /api/qna/answer')[0]?.body).toEqual({
      questionId: QUESTION_ID,
      userId: me._id,
      answer: 'It holds data.',
    });
    expect(screen.queryByLabelText('Your answer')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Answer' }));
    await user.click(screen.getByRole('button', { name: 'Close answer box' }));
    expect(screen.queryByLabelText('Your answer')).not.toBeInTheDocument();
  });

  it('toggles the reply box of an answer and sends the reply', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: /Is a family/ }));
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect(screen.getByLabelText('Your reply')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close reply box' }));
    expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reply' }));
    await user.type(screen.getByLabelText('Your reply'), 'Good point');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByText('Reply posted')).toBeInTheDocument();
    expect(api.callsTo('POST /api/qna/reply')[0]?.body).toEqual({
      questionId: QUESTION_ID,
      answerId: ANSWER_ID,
      userId: me._id,
      reply: 'Good point',
    });
  });

  it('asks only non-blank questions', async () => {
    const { api, user } = setup();
    await screen.findByRole('list', { name: 'Questions' });
    const box = screen.getByLabelText('Ask a question about this chapter');
    await user.type(box, '  ');
    await user.click(screen.getByRole('button', { name: 'Post Question' }));
    expect(api.callsTo('POST /api/qna')).toHaveLength(0);

    await user.type(box, 'Where do schedules live?');
    await user.click(screen.getByRole('button', { name: 'Post Question' }));
    expect(await screen.findByText('Question posted')).toBeInTheDocument();
    expect(api.callsTo('POST /api/qna')[0]?.body).toEqual({
      courseId,
      chapterId,
      userId: me._id,
      question: 'Where do schedules live?',
    });
    expect(box).toHaveValue('');
  });

  it('shows a like as pressed when it is mine, and the toggle takes it back', async () => {
    const { api, user } = setup();
    const like = await screen.findByRole('button', { name: /like this question$/ });
    expect(like).toHaveAttribute('aria-pressed', 'true');
    await user.click(like);
    await screen.findByRole('button', { name: '1 like, like this question' });
    expect(screen.getByRole('button', { name: /like this question$/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(api.callsTo('POST /api/qna/like-question')[0]?.body).toEqual({
      questionId: QUESTION_ID,
      userId: me._id,
    });
  });

  it('defect 11: after posting a question, focus moves to the new question', async () => {
    const { user } = setup();
    await screen.findByRole('list', { name: 'Questions' });
    await user.type(screen.getByLabelText('Ask a question about this chapter'), 'Where do schedules live?');
    await user.click(screen.getByRole('button', { name: 'Post Question' }));
    expect(await screen.findByText('Question posted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Where do schedules live\?/ })).toHaveFocus(),
    );
  });

  it('defect 12: each like button’s accessible name begins with the count it shows', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: /Is a family/ }));
    const questionLike = screen.getByRole('button', { name: '2 likes, like this question' });
    const answerLike = screen.getByRole('button', { name: '0 likes, like this answer' });
    expect(questionLike).toHaveTextContent(/^2$/);
    expect(answerLike).toHaveTextContent(/^0$/);
  });

  it('defect 6: loads older questions with Load more, 20 at a time', async () => {
    const { api, user, holdPages } = pagedSetup(25);
    await screen.findByRole('list', { name: 'Questions' });
    await expectLoadMoreOf25({
      api,
      user,
      holdPages,
      listKey: listKey,
      noun: 'questions',
      shown: shownQuestions,
      itemName: (n) => `Older question number ${n}`,
      focusRole: 'button',
    });
  });

  it('defect 6: a new question goes on top and a like on an older page shows, with the count right', async () => {
    const { user, holdPages } = pagedSetup(25);
    await screen.findByRole('list', { name: 'Questions' });
    // Held, the refetch cannot be what shows the new question: the page in hand must.
    let release = holdPages();
    await user.type(screen.getByLabelText('Ask a question about this chapter'), 'Where do schedules live?');
    await user.click(screen.getByRole('button', { name: 'Post Question' }));
    await screen.findByText('Question posted');
    expect(shownQuestions()[0]).toBe('Where do schedules live?');
    expect(screen.getByRole('button', { name: 'Load more questions (21 of 26 shown)' })).toBeEnabled();
    release();
    // Refetched, the first page holds 20 again; the 21st moved to the next page.
    await screen.findByRole('button', { name: 'Load more questions (20 of 26 shown)' });

    await user.click(screen.getByRole('button', { name: /^Load more questions/ }));
    await waitFor(() => expect(shownQuestions()).toHaveLength(26));
    expect(new Set(shownQuestions()).size).toBe(26);

    const oldest = screen.getByRole('button', { name: 'Older question number 1' }).closest('li');
    if (!oldest) throw new Error('the oldest question is not in a list item');
    release = holdPages();
    await user.click(within(oldest).getByRole('button', { name: '0 likes, like this question' }));
    const liked = await within(oldest).findByRole('button', { name: '1 like, like this question' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    release();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Load more/ })).not.toBeInTheDocument());
    expect(within(oldest).getByRole('button', { name: '1 like, like this question' })).toBeInTheDocument();
  });
});
