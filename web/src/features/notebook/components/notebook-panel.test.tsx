import type { Note } from '@atelier/contract/notebook';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SessionGate } from '../../../app/session-gate';
import { makeUser, mockApi, storeSession } from '../../../test/api-mock';
import { expectLoadMoreOf25, offsetPages } from '../../../test/paged-list';
import { renderWithProviders } from '../../../test/render';
import { NotebookPanel } from './notebook-panel';

const me = makeUser();
const courseId = '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const chapterId = `${courseId}_Levels_and_Grids`;
const listPath = `GET /api/notebook/${me._id}/${courseId}/${encodeURIComponent(chapterId)}?limit=20`;

const note = (id: string, title: string): Note => ({
  _id: id,
  userId: me._id,
  courseId,
  chapterId,
  title,
  content: `${title} content`,
  tags: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function setup() {
  let notes = [note('0b9f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e', 'First')];
  storeSession('tok', me);
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user: me } },
    [listPath]: () => ({ body: { items: notes, total: notes.length, nextCursor: null } }),
    'POST /api/notebook': ({ body }) => {
      const { noteId, title } = body as { noteId?: string; title: string };
      if (noteId) notes = notes.map((n) => (n._id === noteId ? { ...n, title } : n));
      else notes = [note('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', title), ...notes];
      return {
        status: noteId ? 200 : 201,
        body: { message: noteId ? 'Note updated' : 'Note saved', note: notes[0] },
      };
    },
    [`DELETE /api/notebook/0b9f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e`]: () => {
      notes = notes.filter((n) => n._id !== '0b9f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e');
      return { body: { message: 'Note deleted' } };
    },
  });
  renderWithProviders(
    <SessionGate>
      <NotebookPanel courseId={courseId} chapterId={chapterId} />
    </SessionGate>,
  );
  return { api, user: userEvent.setup() };
}

const numbered = (n: number): Note => ({
  ...note(`00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, `Note number ${n}`),
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
});

/**
 * `count` notes as the server pages them: newest first, 20 a page, the offset as the cursor.
 * `holdPages()` keeps the list's answers until the returned release runs.
 */
function pagedSetup(count: number) {
  let all = Array.from({ length: count }, (_, i) => numbered(count - i));
  const { handlers: pages, holdPages } = offsetPages(listPath, () => all);
  const oldest = numbered(1)._id;
  storeSession('tok', me);
  const api = mockApi({
    'GET /api/auth/validate-token': { body: { user: me } },
    ...pages,
    'POST /api/notebook': ({ body }) => {
      const saved = { ...numbered(count + 1), title: (body as { title: string }).title };
      all = [saved, ...all];
      return { status: 201, body: { message: 'Note saved', note: saved } };
    },
    [`DELETE /api/notebook/${oldest}`]: () => {
      all = all.filter((n) => n._id !== oldest);
      return { body: { message: 'Note deleted' } };
    },
  });
  renderWithProviders(
    <SessionGate>
      <NotebookPanel courseId={courseId} chapterId={chapterId} />
    </SessionGate>,
  );
  return { api, user: userEvent.setup(), holdPages };
}

const shownNotes = () =>
  within(screen.getByRole('list', { name: 'Your notes' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('NotebookPanel', () => {
  it('says beside the form why Save with an empty title and content saves nothing', async () => {
    const { api, user } = setup();
    await screen.findByRole('heading', { name: 'First' });
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    const form = screen.getByRole('form', { name: 'New note' });
    const reason = within(form).getByRole('alert');
    expect(reason).toHaveTextContent(
      'Nothing to save yet: write a title or some content, then save the note.',
    );
    const title = screen.getByLabelText('Title');
    expect(title).toHaveFocus();
    expect(title).toHaveAccessibleDescription(reason.textContent!);
    expect(screen.getByLabelText('Content')).toHaveAccessibleDescription(reason.textContent!);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/notebook')).toEqual([]);
    // Writing something clears the reason, and the note saves.
    await user.type(screen.getByLabelText('Content'), 'Grids first');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(api.callsTo('POST /api/notebook')).toHaveLength(1));
  });

  it('saves a new note for the chapter and lists it', async () => {
    const { api, user } = setup();
    await screen.findByRole('heading', { name: 'First' });
    await user.type(screen.getByLabelText('Title'), 'Grids');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(await screen.findByRole('heading', { name: 'Grids' })).toBeInTheDocument();
    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    expect(api.callsTo('POST /api/notebook')[0]?.body).toEqual({
      userId: me._id,
      courseId,
      chapterId,
      title: 'Grids',
      content: '',
      tags: [],
    });
  });

  it("loads a note for editing ('Update Note'), updates it, then returns to a new note", async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit note First' }));
    expect(screen.getByLabelText('Title')).toHaveValue('First');
    await user.type(screen.getByLabelText('Title'), ' (revised)');
    await user.click(screen.getByRole('button', { name: 'Update Note' }));
    expect(await screen.findByRole('heading', { name: 'First (revised)' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/notebook')[0]?.body).toMatchObject({
      noteId: '0b9f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
      title: 'First (revised)',
    });
    expect(screen.getByRole('button', { name: 'Save Note' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('deletes a note once the dialog is confirmed', async () => {
    const { user } = setup();
    const list = await screen.findByRole('list', { name: 'Your notes' });
    await user.click(within(list).getByRole('button', { name: 'Delete note First' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No notes for this chapter yet.')).toBeInTheDocument();
    expect(screen.getByText('Note deleted')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The deleted note's button is gone: focus goes to the list, not the page body.
    expect(screen.getByRole('heading', { name: 'Your notes' })).toHaveFocus();
  });

  it('defect 19: deleting a note asks first, and Cancel keeps it', async () => {
    const { api, user } = setup();
    const list = await screen.findByRole('list', { name: 'Your notes' });
    await user.click(within(list).getByRole('button', { name: 'Delete note First' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this note?' });
    expect(dialog).toHaveTextContent('First');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    expect(within(list).getByRole('heading', { name: 'First' })).toBeInTheDocument();
  });

  it('defect 6: loads older notes with Load more, 20 at a time', async () => {
    const { api, user, holdPages } = pagedSetup(25);
    await screen.findByRole('list', { name: 'Your notes' });
    await expectLoadMoreOf25({
      api,
      user,
      holdPages,
      listKey: listPath,
      noun: 'notes',
      shown: shownNotes,
      itemName: (n) => `Note number ${n}`,
      focusRole: 'heading',
    });
  });

  it('defect 6: a new note goes on top and a deleted older one leaves, with the count right', async () => {
    const { api, user, holdPages } = pagedSetup(25);
    await screen.findByRole('list', { name: 'Your notes' });
    // Held, the refetch cannot be what shows the change: the pages in hand must.
    let release = holdPages();
    await user.type(screen.getByLabelText('Title'), 'Grids');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    await screen.findByText('Note saved');
    expect(shownNotes()[0]).toBe('Grids');
    expect(screen.getByRole('button', { name: 'Load more notes (21 of 26 shown)' })).toBeEnabled();
    release();
    // Refetched, the first page holds 20 again; the 21st moved to the next page.
    await screen.findByRole('button', { name: 'Load more notes (20 of 26 shown)' });

    await user.click(screen.getByRole('button', { name: /^Load more notes/ }));
    await waitFor(() => expect(shownNotes()).toHaveLength(26));
    expect(new Set(shownNotes()).size).toBe(26);

    release = holdPages();
    await user.click(screen.getByRole('button', { name: 'Delete note Note number 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Note deleted');
    expect(shownNotes()).toHaveLength(25);
    expect(shownNotes()).not.toContain('Note number 1');
    release();
    await waitFor(() => expect(api.callsTo(`${listPath}&cursor=20`)).toHaveLength(2));
    expect(shownNotes()).toHaveLength(25);
    expect(screen.queryByRole('button', { name: /^Load more/ })).not.toBeInTheDocument();
  });
});
