import type { Note } from '@atelier/contract/notebook';
import { cleanTags } from '@atelier/contract/notebook';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextareaField, TextField } from '../../../components/ui/field';
import { useZodForm } from '../../../components/ui/form';
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

const noteSchema = z
  .object({ title: z.string(), content: z.string(), tags: z.array(z.string()), pendingTag: z.string() })
  // A note is saved only if its title or content is not blank (spec-1 §5).
  .refine((note) => note.title.trim() || note.content.trim(), {
    message: NOTEBOOK_TEXT.blank,
    path: ['title'],
  })
  .transform((note) => ({
    title: note.title.trim(),
    content: note.content.trim(),
    tags: cleanTags([...note.tags, ...note.pendingTag.split(',')]),
  }));

const emptyNote = { title: '', content: '', tags: [], pendingTag: '' };

/** Title, content and tags; 'Save Note' for a new note, 'Update Note' for one being edited. */
export function NoteEditor({ note, pending, onSave, onCancelEdit }: NoteEditorProps) {
  // The reason sits beside the form; the title, where writing starts, takes the focus.
  const form = useZodForm(noteSchema, {
    defaultValues: note ? { ...note, pendingTag: '' } : emptyNote,
  });
  const tags = useController({ control: form.control, name: 'tags' }).field;
  const pendingTag = useController({ control: form.control, name: 'pendingTag' }).field;
  const blank = form.formState.errors.title !== undefined;
  const blankId = useId();
  // Either box edited: the blank problem goes.
  const clearBlank = { onChange: () => form.clearErrors('title') };

  const submit = form.handleSubmit(async (fields) => {
    const saved = await onSave({ noteId: note?._id, ...fields });
    if (saved && !note) form.reset(emptyNote);
  });

  const invalid = { 'aria-invalid': blank || undefined, 'aria-describedby': blank ? blankId : undefined };
  return (
    <form
      className={styles.editor}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={note ? 'Edit note' : 'New note'}
    >
      <TextField label="Title" {...invalid} {...form.register('title', clearBlank)} />
      <TextareaField label="Content" rows={5} {...invalid} {...form.register('content', clearBlank)} />
      <TagInput
        tags={tags.value}
        onTagsChange={tags.onChange}
        pending={pendingTag.value}
        onPendingChange={pendingTag.onChange}
      />
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
