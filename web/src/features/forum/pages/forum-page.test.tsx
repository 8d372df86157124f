import type { ForumPost } from '@atelier/contract/forum';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FORUM_MESSAGES, FORUM_TEXT } from '../messages';
import {
  DOCUMENT_URL,
  FEED,
  feedOf,
  LONG_TRENDING,
  me,
  openForum,
  PHOTO_URL,
  postItem,
  posts,
} from './forum-test-fixtures';

const file = (name: string, type: string) => new File(['0123456789'], name, { type });

describe('Community page: the feed', () => {
  it('shows the profile card, the stats and the tab title', async () => {
    openForum();
    expect(await screen.findByRole('heading', { level: 1, name: 'Community' })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Your profile' });
    expect(within(profile).getByText(me.name)).toBeInTheDocument();
    expect(within(profile).getByText('smartLABS')).toBeInTheDocument();
    expect(within(profile).getByText('School of Architecture')).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Stats' });
    await within(stats).findByText('12.5%');
    expect(within(stats).getByText('Total Posts').nextSibling).toHaveTextContent('4');
    expect(within(stats).getByText('Post impressions').nextSibling).toHaveTextContent('9');
    await waitFor(() => expect(document.title).toMatch(/^Community \| .+ \| Learning Management System$/));
  });

  it('shows each post with author, date, category, media, likes and its count of answers or comments', async () => {
    openForum();
    const doubt = await postItem('How do I nest a family');
    expect(within(doubt).getByText('Noor Haddad')).toBeInTheDocument();
    expect(doubt.querySelector('time')).toHaveAttribute('dateTime', '2026-03-04T10:00:00.000Z');
    expect(within(doubt).getByText('Doubt')).toBeInTheDocument();
    expect(within(doubt).getByRole('img', { name: 'Photo posted by Noor Haddad' })).toHaveAttribute(
      'src',
      PHOTO_URL,
    );
    expect(within(doubt).getByRole('button', { name: '1 like, like this post' })).toBeInTheDocument();
    expect(within(doubt).getByText('1 answer')).toBeInTheDocument();
    // The text keeps its line break as text, never as markup.
    expect(within(doubt).getByRole('button', { name: /nest a family/ })).toHaveTextContent(
      'How do I nest a family\nwithout losing its parameters?',
      { normalizeWhitespace: false },
    );

    const general = await postItem('Sharing my site model');
    expect(within(general).getByText('General')).toBeInTheDocument();
    expect(within(general).getByText('0 comments')).toBeInTheDocument();
    expect(within(general).queryByRole('img')).not.toBeInTheDocument();

    const idea = await postItem('A shared library');
    expect(within(idea).getByText('Idea')).toBeInTheDocument();
    expect(within(idea).getByText('1 comment')).toBeInTheDocument();
    expect(within(idea).getByRole('link', { name: 'Open the attached document' })).toHaveAttribute(
      'href',
      DOCUMENT_URL,
    );
    // Repost and Send do nothing (spec-2 §Forum).
    expect(within(idea).getByRole('button', { name: 'Repost' })).toBeDisabled();
    expect(within(idea).getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('lists the trending posts with their text cut at 50 characters', async () => {
    openForum();
    const list = await screen.findByRole('list', { name: 'Trending posts' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const cut = `${LONG_TRENDING.slice(0, 50).trimEnd()}…`;
    expect(within(items[0]!).getByText(cut)).toBeInTheDocument();
    expect(within(items[0]!).getByText('7 likes')).toBeInTheDocument();
    expect(within(items[1]!).getByText('How do I nest a family?')).toBeInTheDocument();
  });

  it('searches on the server as the user types, once typing pauses', async () => {
    const found = posts().slice(0, 1);
    const { api, user } = openForum({
      handlers: { [`${FEED}&q=nest+fam`]: { body: feedOf(found) } },
    });
    await postItem('Sharing my site model');
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'nest fam');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Sharing my site/ })).toBeNull());
    expect(await postItem('How do I nest a family')).toBeInTheDocument();
    expect(api.callsTo(`${FEED}&q=nest+fam`).length).toBeGreaterThan(0);
    // One request for the pause, none per key.
    expect(api.calls.filter((c) => c.path.startsWith('/api/forum?') && c.path.includes('q=n'))).toHaveLength(
      api.callsTo(`${FEED}&q=nest+fam`).length,
    );
  });

  it('says when a search finds nothing', async () => {
    const { user } = openForum({ handlers: { [`${FEED}&q=zzz`]: { body: feedOf([]) } } });
    await postItem('Sharing my site model');
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'zzz');
    expect(await screen.findByText(FORUM_TEXT.noMatches)).toBeInTheDocument();
  });

  it('My Posts asks for mine=true and shows only those', async () => {
    const own = posts().filter((p) => p.userId._id === me._id);
    const { api, user } = openForum({ handlers: { [`${FEED}&mine=true`]: { body: feedOf(own) } } });
    await postItem('How do I nest a family');
    await user.click(screen.getByRole('button', { name: 'My Posts' }));
    expect(screen.getByRole('button', { name: 'My Posts' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^How do I nest/ })).toBeNull());
    expect(await postItem('Sharing my site model')).toBeInTheDocument();
    expect(api.callsTo(`${FEED}&mine=true`).length).toBeGreaterThan(0);
  });

  it('Saved Posts and Job Board show their placeholder and no posts', async () => {
    const { user } = openForum();
    await postItem('How do I nest a family');
    await user.click(screen.getByRole('button', { name: 'Saved Posts' }));
    expect(screen.getByText(FORUM_TEXT.savedPostsEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Posts' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Job Board' }));
    expect(screen.getByText(FORUM_TEXT.jobBoardEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Posts' })).not.toBeInTheDocument();
    // The Trending list stays.
    expect(screen.getByRole('list', { name: 'Trending posts' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All Posts' }));
    expect(await postItem('How do I nest a family')).toBeInTheDocument();
  });

  it('loads older posts with Load more, from the nextCursor', async () => {
    const first = { ...feedOf(posts().slice(0, 2)), total: 3, nextCursor: 'cursor-2' };
    const { api, user } = openForum({
      handlers: {
        [FEED]: { body: first },
        [`${FEED}&cursor=cursor-2`]: { body: { ...feedOf(posts().slice(2)), total: 3 } },
      },
    });
    await postItem('Sharing my site model');
    await user.click(screen.getByRole('button', { name: 'Load more posts (2 of 3 shown)' }));
    expect(await postItem('A shared library')).toBeInTheDocument();
    expect(api.callsTo(`${FEED}&cursor=cursor-2`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Load more/ })).not.toBeInTheDocument();
  });
});

describe('Community page: a new post', () => {
  const UPLOAD_ID = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
  function creating() {
    const created: ForumPost[] = [];
    return {
      created,
      handlers: {
        [FEED]: () => ({ body: feedOf([...created, ...posts()]) }),
        'POST /api/forum': ({ body }: { body: unknown }) => {
          const { question, category, uploadId } = body as Pick<ForumPost, 'question' | 'category'> & {
            uploadId: string | null;
          };
          const mediaUrl = uploadId ? `/api/files/forum/${uploadId}.png?sig=1` : null;
          const post: ForumPost = {
            ...posts()[1]!,
            _id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
            question,
            category,
            mediaUrl,
            mediaKind: mediaUrl ? 'image' : null,
          };
          created.unshift(post);
          return { status: 201, body: { message: FORUM_TEXT.posted, post } };
        },
      },
    };
  }

  it('posts text in the chosen category, then empties the box', async () => {
    const { handlers } = creating();
    const { api, user } = openForum({ handlers });
    await postItem('How do I nest a family');
    await user.selectOptions(screen.getByLabelText('Category'), 'idea');
    const box = screen.getByLabelText('Start a post');
    await user.type(box, '  What if we shared our templates?  ');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(FORUM_TEXT.posted)).toBeInTheDocument();
    expect(api.callsTo('POST /api/forum')[0]?.body).toEqual({
      question: 'What if we shared our templates?',
      category: 'idea',
      uploadId: null,
    });
    expect(box).toHaveValue('');
    expect(await postItem('What if we shared')).toBeInTheDocument();
  });

  it('refuses a post with neither text nor file, with the message', async () => {
    const { api, user } = openForum();
    await postItem('How do I nest a family');
    await user.type(screen.getByLabelText('Start a post'), '   ');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByText(FORUM_TEXT.needTextOrFile)).toBeInTheDocument();
    expect(api.callsTo('POST /api/forum')).toHaveLength(0);
    expect(api.callsTo('POST /api/forum/upload')).toHaveLength(0);
  });

  it('previews a photo, drops it on Remove, and posts a file alone: uploaded first while the button reads Uploading...', async () => {
    const { handlers } = creating();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { api, user } = openForum({
      handlers: {
        ...handlers,
        'POST /api/forum/upload': async () => {
          await held;
          return {
            body: { url: `/api/files/forum/${UPLOAD_ID}.png?sig=1`, kind: 'image', uploadId: UPLOAD_ID },
          };
        },
      },
    });
    await postItem('How do I nest a family');
    await user.upload(screen.getByLabelText('Photo'), file('plan.png', 'image/png'));
    expect(screen.getByRole('img', { name: 'Preview of plan.png' })).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Remove attachment' }));
    expect(screen.queryByRole('img', { name: 'Preview of plan.png' })).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText('Photo'), file('plan.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    const busy = await screen.findByRole('button', { name: 'Uploading...' });
    expect(busy).toBeDisabled();
    release();
    expect(await screen.findByText(FORUM_TEXT.posted)).toBeInTheDocument();
    const [upload] = api.fetchMock.mock.calls.filter(([path]) => path === '/api/forum/upload');
    const form = upload?.[1]?.body as FormData;
    expect(form.get('file')).toBeInstanceOf(File);
    expect((form.get('file') as File).name).toBe('plan.png');
    expect(api.callsTo('POST /api/forum')[0]?.body).toEqual({
      question: '',
      category: 'general',
      uploadId: UPLOAD_ID,
    });
    expect(screen.getByRole('button', { name: 'Post' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Remove attachment' })).not.toBeInTheDocument();
  });

  it('shows a video in a player and a document by its name before posting', async () => {
    const { user } = openForum();
    await postItem('How do I nest a family');
    await user.upload(screen.getByLabelText('Video'), file('walkthrough.mp4', 'video/mp4'));
    expect(document.querySelector('figure video')).toHaveAttribute('src', 'blob:preview');
    await user.upload(screen.getByLabelText('Document'), file('brief.pdf', 'application/pdf'));
    expect(document.querySelector('figure video')).toBeNull();
    expect(screen.getByText('brief.pdf')).toBeInTheDocument();
  });

  it('toasts File upload failed (with the server’s reason) and does not post', async () => {
    const { api, user } = openForum({
      handlers: {
        'POST /api/forum/upload': { status: 413, body: { message: FORUM_TEXT.tooLarge('image') } },
      },
    });
    await postItem('How do I nest a family');
    await user.type(screen.getByLabelText('Start a post'), 'My plan');
    await user.upload(screen.getByLabelText('Photo'), file('plan.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(FORUM_MESSAGES.uploadFailed)).toBeInTheDocument();
    expect(screen.getByText(FORUM_TEXT.tooLarge('image'))).toBeInTheDocument();
    expect(api.callsTo('POST /api/forum')).toHaveLength(0);
    // The post stays for another try.
    expect(screen.getByLabelText('Start a post')).toHaveValue('My plan');
    expect(screen.getByRole('img', { name: 'Preview of plan.png' })).toBeInTheDocument();
  });
});
