import type { Note } from '@atelier/contract/notebook';
import { cleanTags } from '@atelier/contract/notebook';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextareaField, TextField } from '../../../components/ui/field';
import type { NoteFields } from '../api/save-note';
import { NOTEBOOK_TEXT } from '../messages';
import styles from './notebook.module.css';
import { TagInput } from './tag-input';

interface NoteEditorProps {
  /** The note loaded for editing; none for a new note. Remount (key) to switch. */
  note?: Note;
  pending: boolean;
  /** Resolves true when saved; a new note's editor then empties. */
  onSave: (fields: NoteFields) => Promise<boolean>;
  onCancelEdit?: () => void;
}

/** Title, content and tags; 'Save Note' for a new note, 'Update Note' for one being edited. */
export function NoteEditor({ note, pending, onSave, onCancelEdit }: NoteEditorProps) {
  const [title, setTitle] = useState(note?.title ?? '');
  const [content, setContent] = useState(note?.content ?? '');
  const [tags, setTags] = useState<string[]>(note?.tags ?? []);
  const [pendingTag, setPendingTag] = useState('');
  const [blank, setBlank] = useState(false);
  const blankId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A note is saved only if its title or content is not blank (spec-1 §5).
    if (!title.trim() && !content.trim()) {
      setBlank(true);
      // The reason sits beside the form; the title, where writing starts, takes the focus.
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    const allTags = cleanTags([...tags, ...pendingTag.split(',')]);
    const saved = await onSave({
      noteId: note?._id,
      title: title.trim(),
      content: content.trim(),
      tags: allTags,
    });
    if (saved && !note) {
      setTitle('');
      setContent('');
      setTags([]);
      setPendingTag('');
    }
  }

  const clearBlank = () => setBlank(false);
  return (
    <form className={styles.editor} onSubmit={submit} noValidate aria-label={note ? 'Edit note' : 'New note'}>
      <TextField
        label="Title"
        aria-invalid={blank || undefined}
        aria-describedby={blank ? blankId : undefined}
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          clearBlank();
        }}
      />
      <TextareaField
        label="Content"
        rows={5}
        aria-invalid={blank || undefined}
        aria-describedby={blank ? blankId : undefined}
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          clearBlank();
        }}
      />
      <TagInput tags={tags} onTagsChange={setTags} pending={pendingTag} onPendingChange={setPendingTag} />
      {blank && (
        <p className={styles.error} id={blankId} role="alert">
          {NOTEBOOK_TEXT.blank}
        </p>
      )}
      <div className={styles.actions}>
        {note && onCancelEdit && (
          <Button variant="secondary" onClick={onCancelEdit} disabled={pending}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={pending}>
          {note ? NOTEBOOK_TEXT.update : NOTEBOOK_TEXT.save}
        </Button>
      </div>
    </form>
  );
}
