import type { Note } from '@atelier/contract/notebook';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NOTEBOOK_TEXT } from '../messages';
import { NoteEditor } from './note-editor';

const note: Note = {
  _id: '0b9f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
  userId: 'u',
  courseId: 'c',
  chapterId: 'c_Intro',
  title: 'Levels first',
  content: 'Pin them.',
  tags: ['revit'],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function setup(props: Partial<Parameters<typeof NoteEditor>[0]> = {}) {
  const onSave = vi.fn(async () => true);
  render(<NoteEditor pending={false} onSave={onSave} {...props} />);
  return { onSave, user: userEvent.setup() };
}

const tagChips = () =>
  screen.queryByRole('list', { name: 'Tags of this note' })?.querySelectorAll('li') ?? [];
const tagTexts = () => Array.from(tagChips()).map((li) => li.firstChild?.textContent);

describe('NoteEditor', () => {
  it('does not save a note whose title and content are blank, and says why', async () => {
    const { onSave, user } = setup();
    await user.type(screen.getByLabelText('Title'), '   ');
    await user.type(screen.getByLabelText('Content'), '  \n ');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(NOTEBOOK_TEXT.blank);
  });

  it('saves a note with only content, trimmed, then empties the editor', async () => {
    const { onSave, user } = setup();
    await user.type(screen.getByLabelText('Content'), '  Walls host doors.  ');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(onSave).toHaveBeenCalledWith({
      noteId: undefined,
      title: '',
      content: 'Walls host doors.',
      tags: [],
    });
    expect(screen.getByLabelText('Content')).toHaveValue('');
  });

  it('adds tags with Enter and comma: trimmed, blanks ignored, duplicates not added', async () => {
    const { onSave, user } = setup();
    const tags = screen.getByLabelText('Tags');
    await user.type(tags, '  revit  {Enter}');
    await user.type(tags, '   {Enter}');
    await user.type(tags, 'bim, ,revit,');
    await user.type(tags, ' revit {Enter}');
    expect(tagTexts()).toEqual(['revit', 'bim']);

    await user.click(screen.getByRole('button', { name: 'Remove tag revit' }));
    expect(tagTexts()).toEqual(['bim']);

    // What is still typed in the tag box is kept as a tag on save.
    await user.type(screen.getByLabelText('Title'), 'Tags');
    await user.type(tags, 'bim');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ title: 'Tags', tags: ['bim'] }));
  });

  it("reads 'Update Note' for a note loaded for editing and sends its id", async () => {
    const { onSave, user } = setup({ note, onCancelEdit: vi.fn() });
    expect(screen.queryByRole('button', { name: 'Save Note' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Levels first');
    expect(tagTexts()).toEqual(['revit']);

    await user.type(screen.getByLabelText('Content'), ' Always.');
    await user.click(screen.getByRole('button', { name: 'Update Note' }));
    expect(onSave).toHaveBeenCalledWith({
      noteId: note._id,
      title: 'Levels first',
      content: 'Pin them. Always.',
      tags: ['revit'],
    });
  });

  it("reads 'Save Note' for a new note", () => {
    setup();
    expect(screen.getByRole('button', { name: 'Save Note' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Note' })).not.toBeInTheDocument();
  });
});
