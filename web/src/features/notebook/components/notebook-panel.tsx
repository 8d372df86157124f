import type { Note } from '@atelier/contract/notebook';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Loading } from '../../../components/ui/loading';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session/session-context';
import { useDeleteNote } from '../api/delete-note';
import { useNotes } from '../api/get-notes';
import { useSaveNote, type NoteFields } from '../api/save-note';
import { NOTEBOOK_TEXT } from '../messages';
import { NoteEditor } from './note-editor';
import { NoteList } from './note-list';
import styles from './notebook.module.css';

const serverText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;

/** The Notebook tab of a chapter: the editor and the user's own notes. */
export function NotebookPanel({ courseId, chapterId }: { courseId: string; chapterId: string }) {
  const user = useCurrentUser();
  const where = { userId: user._id, courseId, chapterId };
  const notes = useNotes(where);
  const save = useSaveNote(where);
  const remove = useDeleteNote(where);
  const [editing, setEditing] = useState<Note | null>(null);

  async function onSave(fields: NoteFields) {
    try {
      const { message } = await save.mutateAsync(fields);
      toast.success(message);
      setEditing(null);
      return true;
    } catch (error) {
      toast.error(serverText(error, NOTEBOOK_TEXT.saveFailed));
      return false;
    }
  }

  function onDelete(note: Note) {
    remove.mutate(note._id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        if (editing?._id === note._id) setEditing(null);
      },
      onError: (error) => toast.error(serverText(error, NOTEBOOK_TEXT.deleteFailed)),
    });
  }

  return (
    <div className={styles.panel}>
      <div className={styles.columns}>
        <NoteEditor
          key={editing?._id ?? 'new'}
          note={editing ?? undefined}
          pending={save.isPending}
          onSave={onSave}
          onCancelEdit={() => setEditing(null)}
        />
        <section className={styles.listSection} aria-labelledby="notes-heading">
          <h3 id="notes-heading" className={styles.listTitle}>
            Your notes
          </h3>
          {notes.isPending && <Loading label="Loading notes…" />}
          {notes.isError && <p role="alert">{NOTEBOOK_TEXT.loadFailed}</p>}
          {notes.data?.length === 0 && <p className={styles.hint}>{NOTEBOOK_TEXT.empty}</p>}
          {notes.data && notes.data.length > 0 && (
            <NoteList
              notes={notes.data}
              editingId={editing?._id}
              deletingId={remove.isPending ? remove.variables : undefined}
              onEdit={setEditing}
              onDelete={onDelete}
            />
          )}
        </section>
      </div>
    </div>
  );
}
