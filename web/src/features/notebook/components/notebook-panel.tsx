import type { Note } from '@atelier/contract/notebook';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { Loading } from '../../../components/ui/loading';
import { toastError } from '../../../lib/error-toast';
import { loadedItems, useNextPageFocus } from '../../../lib/paged-list';
import { useCurrentUser } from '../../../lib/session/session-context';
import { useDeleteNote } from '../api/delete-note';
import { useNotes } from '../api/get-notes';
import { useSaveNote, type NoteFields } from '../api/save-note';
import { NOTEBOOK_TEXT } from '../messages';
import { DeleteNoteDialog } from './delete-note-dialog';
import { QueryLoadMore } from '../../../components/ui/load-more';
import { NoteEditor } from './note-editor';
import { NoteList, noteName } from './note-list';
import styles from './notebook.module.css';

/** The Notebook tab of a chapter: the editor and the user's own notes, a page at a time. */
export function NotebookPanel({ courseId, chapterId }: { courseId: string; chapterId: string }) {
  const user = useCurrentUser();
  const where = { userId: user._id, courseId, chapterId };
  const notes = useNotes(where);
  const save = useSaveNote(where);
  const remove = useDeleteNote(where);
  const [editing, setEditing] = useState<Note | null>(null);
  const [deleting, setDeleting] = useState<Note | null>(null);
  // The first note of a page just loaded: its title takes the focus.
  const { focusId, loadMore } = useNextPageFocus(notes);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const deleted = useRef(false);

  // The deleted note's button is gone and focus cannot leave the dialog while it is open: once it
  // has closed, the list's heading takes the focus instead of the page body.
  useEffect(() => {
    if (deleting || !deleted.current) return;
    deleted.current = false;
    listHeading.current?.focus();
  }, [deleting]);

  const list = loadedItems(notes.data).items;

  async function onSave(fields: NoteFields) {
    try {
      const { message } = await save.mutateAsync(fields);
      toast.success(message);
      setEditing(null);
      return true;
    } catch (error) {
      toastError(error, NOTEBOOK_TEXT.saveFailed);
      return false;
    }
  }

  function onConfirmDelete() {
    if (!deleting) return;
    const note = deleting;
    remove.mutate(note._id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        deleted.current = true;
        setDeleting(null);
        if (editing?._id === note._id) setEditing(null);
      },
      onError: (error) => toastError(error, NOTEBOOK_TEXT.deleteFailed),
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
          <h3 id="notes-heading" ref={listHeading} className={styles.listTitle} tabIndex={-1}>
            Your notes
          </h3>
          {notes.isPending && <Loading label="Loading notes…" />}
          {notes.isError && !notes.isFetchNextPageError && <p role="alert">{NOTEBOOK_TEXT.loadFailed}</p>}
          {notes.data && list.length === 0 && <p className={styles.hint}>{NOTEBOOK_TEXT.empty}</p>}
          {list.length > 0 && (
            <NoteList
              notes={list}
              editingId={editing?._id}
              deletingId={remove.isPending ? remove.variables : undefined}
              focusId={focusId}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
          )}
          <QueryLoadMore
            query={notes}
            noun="notes"
            failureText={NOTEBOOK_TEXT.loadMoreFailed}
            onLoad={() => void loadMore()}
          />
        </section>
      </div>
      {deleting && (
        <DeleteNoteDialog
          name={noteName(deleting)}
          pending={remove.isPending}
          onConfirm={onConfirmDelete}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
