import type { Note } from '@atelier/contract/notebook';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SessionGate } from '../../../app/session-gate';
import { makeUser, mockApi, storeSession } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { NotebookPanel } from './notebook-panel';

const me = makeUser();
const courseId = '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const chapterId = `${courseId}_Levels_and_Grids`;
const listPath = `GET /api/notebook/${me._id}/${courseId}/${encodeURIComponent(chapterId)}?limit=100`;

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

describe('NotebookPanel', () => {
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
});
