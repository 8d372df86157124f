import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/api-mock';
import { FORUM_LIMITS, FORUM_TEXT } from '../messages';
import {
  ANSWER_ID,
  DOUBT_ID,
  FEED,
  feedOf,
  GENERAL_ID,
  IDEA_ID,
  openForum,
  postItem,
  posts,
  REPLY_ID,
} from './forum-test-fixtures';

const toggleOf = (item: HTMLElement) => within(item).getAllByRole('button', { expanded: false })[0]!;

describe('Community page: a post’s thread', () => {
  it('expands on click and on Enter to show the answers with their replies, and collapses again', async () => {
    const { user } = openForum();
    const doubt = await postItem('How do I nest a family');
    const toggle = within(doubt).getByRole('button', { name: /^How do I nest/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Make the parameters shared first.')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const answers = within(doubt).getByRole('list', { name: 'Answers' });
    expect(within(answers).getByText('Make the parameters shared first.')).toBeVisible();
    expect(within(answers).getByText('(edited)')).toBeInTheDocument();
    expect(within(answers).getByRole('list', { name: 'Replies' })).toHaveTextContent('That worked, thanks!');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Make the parameters shared first.')).not.toBeInTheDocument();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('answers a doubt post through /answer and comments on the others through /comment, never blank', async () => {
    const { api, user } = openForum({
      handlers: {
        'POST /api/forum/answer': { status: 201, body: { message: FORUM_TEXT.answered } },
        'POST /api/forum/comment': { status: 201, body: { message: FORUM_TEXT.commented } },
      },
    });
    const doubt = await postItem('How do I nest a family');
    await user.click(within(doubt).getByRole('button', { name: 'Comment' }));
    const answerBox = within(doubt).getByLabelText('Your answer');
    expect(answerBox).toHaveFocus();
    await user.type(answerBox, '   ');
    await user.click(within(doubt).getByRole('button', { name: 'Post Answer' }));
    expect(within(doubt).getByText(FORUM_TEXT.blankAnswer)).toBeInTheDocument();
    await user.type(answerBox, ' Use a shared parameter file. ');
    await user.click(within(doubt).getByRole('button', { name: 'Post Answer' }));
    expect(await screen.findByText(FORUM_TEXT.answered)).toBeInTheDocument();
    expect(api.callsTo('POST /api/forum/answer')[0]?.body).toEqual({
      questionId: DOUBT_ID,
      answer: 'Use a shared parameter file.',
    });
    expect(answerBox).toHaveValue('');

    const general = await postItem('Sharing my site model');
    await user.click(toggleOf(general));
    expect(within(general).queryByLabelText('Your answer')).not.toBeInTheDocument();
    await user.click(within(general).getByRole('button', { name: 'Post Comment' }));
    expect(within(general).getByText(FORUM_TEXT.blankComment)).toBeInTheDocument();
    await user.type(within(general).getByLabelText('Your comment'), 'Lovely contours.');
    await user.click(within(general).getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText(FORUM_TEXT.commented)).toBeInTheDocument();
    expect(api.callsTo('POST /api/forum/comment')[0]?.body).toEqual({
      questionId: GENERAL_ID,
      comment: 'Lovely contours.',
    });
    expect(api.callsTo('POST /api/forum/answer')).toHaveLength(1);
    // A comment thread is named as such.
    const idea = await postItem('A shared library');
    await user.click(toggleOf(idea));
    expect(within(idea).getByRole('list', { name: 'Comments' })).toHaveTextContent('Yes please.');
  });

  it('opens a reply box per answer and sends only a non-blank reply', async () => {
    const { api, user } = openForum({
      handlers: { 'POST /api/forum/reply': { status: 201, body: { message: FORUM_TEXT.replied } } },
    });
    const doubt = await postItem('How do I nest a family');
    await user.click(toggleOf(doubt));
    const answer = within(doubt).getByRole('list', { name: 'Answers' }).firstElementChild as HTMLElement;
    await user.click(within(answer).getByRole('button', { name: 'Reply' }));
    expect(within(answer).getByLabelText('Your reply')).toHaveFocus();
    await user.click(within(answer).getByRole('button', { name: 'Close reply box' }));
    expect(within(answer).queryByLabelText('Your reply')).not.toBeInTheDocument();

    await user.click(within(answer).getByRole('button', { name: 'Reply' }));
    await user.click(within(answer).getByRole('button', { name: 'Post Reply' }));
    expect(within(answer).getByText(FORUM_TEXT.blankReply)).toBeInTheDocument();
    expect(api.callsTo('POST /api/forum/reply')).toHaveLength(0);
    await user.type(within(answer).getByLabelText('Your reply'), 'Which file, though?');
    await user.click(within(answer).getByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByText(FORUM_TEXT.replied)).toBeInTheDocument();
    expect(api.callsTo('POST /api/forum/reply')[0]?.body).toEqual({
      questionId: DOUBT_ID,
      answerId: ANSWER_ID,
      reply: 'Which file, though?',
    });
    expect(within(answer).queryByLabelText('Your reply')).not.toBeInTheDocument();
  });

  it('toggles a like: pressed with the count up, then taken back', async () => {
    let liked = false;
    const { api, user } = openForum({
      handlers: {
        [FEED]: () => ({ body: feedOf(posts(liked)) }),
        'POST /api/forum/like-question': () => {
          liked = !liked;
          return { body: { liked, likes: liked ? 2 : 1 } };
        },
      },
    });
    const doubt = await postItem('How do I nest a family');
    const like = within(doubt).getByRole('button', { name: '1 like, like this post' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    const pressed = await within(doubt).findByRole('button', { name: '2 likes, like this post' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('POST /api/forum/like-question')[0]?.body).toEqual({ questionId: DOUBT_ID });
    await user.click(pressed);
    await within(doubt).findByRole('button', { name: '1 like, like this post', pressed: false });
    // Liked by me already: pressed from the start.
    const idea = await postItem('A shared library');
    expect(within(idea).getByRole('button', { name: '2 likes, like this post' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('Community page: edit, delete and hide', () => {
  it('offers Edit and Delete on my own items only, and no Hide to a member', async () => {
    const { user } = openForum();
    const mine = await postItem('Sharing my site model');
    expect(within(mine).getByRole('button', { name: 'Edit post' })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Delete post' })).toBeInTheDocument();

    const doubt = await postItem('How do I nest a family');
    expect(within(doubt).queryByRole('button', { name: /^Edit|^Delete/ })).not.toBeInTheDocument();
    await user.click(toggleOf(doubt));
    const answer = within(doubt).getByRole('list', { name: 'Answers' }).firstElementChild as HTMLElement;
    expect(within(answer).queryByRole('button', { name: 'Edit answer' })).not.toBeInTheDocument();
    // My reply under someone else's answer is mine to change.
    const replies = within(answer).getByRole('list', { name: 'Replies' });
    expect(within(replies).getByRole('button', { name: 'Edit reply' })).toBeInTheDocument();
    expect(within(replies).getByRole('button', { name: 'Delete reply' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Hide/ })).not.toBeInTheDocument();
  });

  it('edits my post in a dialog and deletes it after confirming', async () => {
    const { api, user } = openForum({
      handlers: {
        [`PATCH /api/forum/item/post/${GENERAL_ID}`]: { body: { message: FORUM_TEXT.updated } },
        [`DELETE /api/forum/item/post/${GENERAL_ID}`]: { body: { message: FORUM_TEXT.deleted } },
      },
    });
    const mine = await postItem('Sharing my site model');
    await user.click(within(mine).getByRole('button', { name: 'Edit post' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit post' });
    const box = within(dialog).getByLabelText('Text');
    expect(box).toHaveValue('Sharing my site model from this week.');
    await user.clear(box);
    await user.type(box, 'Sharing my site model, contours fixed.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(FORUM_TEXT.updated)).toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/forum/item/post/${GENERAL_ID}`)[0]?.body).toEqual({
      text: 'Sharing my site model, contours fixed.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(mine).getByRole('button', { name: 'Delete post' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete post' });
    expect(confirm).toHaveTextContent(FORUM_TEXT.deleteConfirm('post'));
    expect(api.callsTo(`DELETE /api/forum/item/post/${GENERAL_ID}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(FORUM_TEXT.deleted)).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/forum/item/post/${GENERAL_ID}`)).toHaveLength(1);
  });

  it('gives an admin Hide on every post, answer and reply, and hides after confirming', async () => {
    const admin = makeUser({ _id: '0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f', role: 'admin', name: 'Ada Admin' });
    const { api, user } = openForum({
      user: admin,
      handlers: {
        [`POST /api/forum/item/answer/${ANSWER_ID}/hide`]: { body: { message: FORUM_TEXT.hidden } },
      },
    });
    const list = await screen.findByRole('list', { name: 'Posts' });
    expect(within(list).getAllByRole('button', { name: 'Hide post' })).toHaveLength(3);
    expect(within(list).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    const doubt = await postItem('How do I nest a family');
    await user.click(toggleOf(doubt));
    const answer = within(doubt).getByRole('list', { name: 'Answers' }).firstElementChild as HTMLElement;
    expect(within(answer).getByRole('button', { name: 'Hide reply' })).toBeInTheDocument();
    await user.click(within(answer).getByRole('button', { name: 'Hide answer' }));
    const confirm = screen.getByRole('dialog', { name: 'Hide answer' });
    expect(confirm).toHaveTextContent(FORUM_TEXT.hideConfirm('answer'));
    await user.click(within(confirm).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText(FORUM_TEXT.hidden)).toBeInTheDocument();
    expect(api.callsTo(`POST /api/forum/item/answer/${ANSWER_ID}/hide`)[0]?.body).toEqual({ hidden: true });
    expect(api.callsTo(`POST /api/forum/item/post/${IDEA_ID}/hide`)).toHaveLength(0);
  });

  it('lists for an admin what is hidden under Hidden, and shows an item again after confirming', async () => {
    const admin = makeUser({ _id: '0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f', role: 'admin', name: 'Ada Admin' });
    const spam = {
      _id: GENERAL_ID,
      kind: 'post' as const,
      text: 'x'.repeat(FORUM_LIMITS.hiddenExcerpt),
      author: { _id: '7d6c5b4a-3f2e-4d1c-8b0a-9f8e7d6c5b4a', name: 'Noor Haddad', avatar: '5.jpg' },
      hiddenAt: '2026-03-05T09:00:00.000Z',
    };
    const reply = { ...spam, _id: REPLY_ID, kind: 'reply' as const, text: 'Off-topic <b>reply</b>' };
    let hidden = [spam, reply];
    const { api, user } = openForum({
      user: admin,
      handlers: {
        'GET /api/forum/hidden?limit=20': () => ({
          body: { items: hidden, total: hidden.length, nextCursor: null },
        }),
        [`POST /api/forum/item/post/${GENERAL_ID}/hide`]: () => {
          hidden = [reply];
          return { body: { message: FORUM_TEXT.shown } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Hidden' }));
    const list = await screen.findByRole('list', { name: 'Hidden items' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Noor Haddad');
    expect(first).toHaveTextContent(/Hidden .*2026/);
    expect(first).toHaveTextContent(`${'x'.repeat(FORUM_LIMITS.hiddenExcerpt)}…`);
    // A member's text is shown as text, never as markup.
    expect(second).toHaveTextContent('Off-topic <b>reply</b>');
    expect(second!.querySelector('b')).toBeNull();
    expect(screen.queryByRole('searchbox', { name: 'Search posts' })).not.toBeInTheDocument();

    await user.click(within(first!).getByRole('button', { name: 'Show again this post' }));
    const confirm = screen.getByRole('dialog', { name: 'Show post again' });
    expect(confirm).toHaveTextContent(FORUM_TEXT.showConfirm('post'));
    await user.click(within(confirm).getByRole('button', { name: 'Show again' }));
    expect(await screen.findByText(FORUM_TEXT.shown)).toBeInTheDocument();
    expect(api.callsTo(`POST /api/forum/item/post/${GENERAL_ID}/hide`)[0]?.body).toEqual({ hidden: false });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('offers a member no Hidden view', async () => {
    openForum();
    await screen.findByRole('list', { name: 'Posts' });
    expect(screen.queryByRole('button', { name: 'Hidden' })).not.toBeInTheDocument();
  });
});
