import type { Note } from '@atelier/contract/notebook';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import styles from './notebook.module.css';
import { formatDateTime } from '../../../lib/dates';

/** A note as the list names it. */
export const noteName = (note: Note) => note.title || 'Untitled note';

interface NoteListProps {
  notes: readonly Note[];
  editingId?: string;
  deletingId?: string;
  /** The note whose title takes the focus: the first of a page just loaded. */
  focusId?: string;
  onEdit: (note: Note) => void;
  onDelete: (note: Note) => void;
}

export function NoteList({ notes, editingId, deletingId, focusId, onEdit, onDelete }: NoteListProps) {
  const focusTarget = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusId) focusTarget.current?.focus();
  }, [focusId]);

  return (
    <ul className={styles.notes} aria-label="Your notes">
      {notes.map((note) => {
        const name = noteName(note);
        const focused = note._id === focusId;
        return (
          <li key={note._id} className={styles.note} data-editing={note._id === editingId || undefined}>
            <h4
              ref={focused ? focusTarget : undefined}
              className={styles.noteTitle}
              tabIndex={focused ? -1 : undefined}
            >
              {name}
            </h4>
            {note.content && <p className={styles.noteContent}>{note.content}</p>}
            {note.tags.length > 0 && (
              <ul className={styles.tags} aria-label="Tags">
                {note.tags.map((tag) => (
                  <li key={tag} className={styles.tag}>
                    {tag}
                  </li>
                ))}
              </ul>
            )}
            <div className={styles.noteFoot}>
              <time dateTime={note.updatedAt} className={styles.hint}>
                {formatDateTime(note.updatedAt)}
              </time>
              <span className={styles.noteActions}>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onEdit(note)}
                  aria-label={`Edit note ${name}`}
                >
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className={styles.deleteButton}
                  onClick={() => onDelete(note)}
                  loading={deletingId === note._id}
                  aria-label={`Delete note ${name}`}
                >
                  Delete
                </Button>
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
