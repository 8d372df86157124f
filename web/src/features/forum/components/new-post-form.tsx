import { FORUM_CATEGORIES } from '@atelier/contract/forum';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField, TextareaField } from '../../../components/ui/field';
import { Field, useZodForm } from '../../../components/ui/form';
import { errorText } from '../../../lib/error-text';
import { useCreatePost } from '../api/create-post';
import { useUploadFile } from '../api/upload-file';
import { FORUM_LIMITS, FORUM_MESSAGES, FORUM_TEXT } from '../messages';
import { attach, kindOf, PICKERS, release, tooLarge, type Attachment } from './attachment';
import { AttachmentPreview } from './attachment-preview';
import styles from './forum.module.css';
import { CATEGORY_LABELS } from './post-item';
import { useWrite } from '../hooks/use-write';

const CATEGORY_OPTIONS = FORUM_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));

/** The text may be blank when a file comes with it: that rule is the submit's, which knows the file. */
const postSchema = z.object({ category: z.enum(FORUM_CATEGORIES), question: z.string().trim() });
const emptyPost = { category: 'general', question: '' } as const;

/** The spec's alert, with the server's reason (too large, wrong type) under it when it gave one. */
function uploadFailed(error: unknown) {
  const reason = errorText(error, '');
  toast.error(
    <div>
      <strong>{FORUM_MESSAGES.uploadFailed}</strong>
      {reason && <p>{reason}</p>}
    </div>,
  );
}

/**
 * The new post box: a category, text and an optional photo, video or document shown before it
 * is posted. Posting uploads the file first (the button reads 'Uploading...' meanwhile), then
 * posts with its link; a post needs text or a file.
 */
export function NewPostForm() {
  // Re-checked as it is edited, the text-or-file problem goes with the first change.
  const form = useZodForm(postSchema, { defaultValues: emptyPost, reValidateMode: 'onChange' });
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const file = attachment?.file;
  // The preview's local link is let go with the file, and when the page goes.
  const shown = useRef<Attachment | null>(null);
  useEffect(() => () => release(shown.current), []);
  const [busy, setBusy] = useState(false);
  const upload = useUploadFile();
  const create = useCreatePost();
  const write = useWrite();

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    if (tooLarge(chosen)) {
      toast.error(FORUM_TEXT.tooLarge(kindOf(chosen)));
      return;
    }
    change(attach(chosen));
    form.clearErrors('question');
  }

  function change(next: Attachment | null) {
    release(shown.current);
    shown.current = next;
    setAttachment(next);
  }

  const submit = form.handleSubmit(async ({ category, question }) => {
    if (!question && !file) {
      form.setError('question', { message: FORUM_TEXT.needTextOrFile }, { shouldFocus: true });
      return;
    }
    setBusy(true);
    try {
      let uploadId: string | null = null;
      if (file) {
        try {
          uploadId = (await upload.mutateAsync(file)).uploadId;
        } catch (error) {
          uploadFailed(error);
          return;
        }
      }
      if (await write(create.mutateAsync({ question, category, uploadId }))) {
        form.reset(emptyPost);
        change(null);
      }
    } finally {
      setBusy(false);
    }
  });

  return (
    <Card as="section" className={styles.composer} aria-label="New post">
      <form className={styles.composerForm} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.composerRow}>
          <Field
            control={form.control}
            name="category"
            as={SelectField}
            label="Category"
            className={styles.category}
            options={CATEGORY_OPTIONS}
          />
        </div>
        <Field
          control={form.control}
          name="question"
          as={TextareaField}
          label="Start a post"
          placeholder="Share a thought, ask a doubt or pitch an idea"
          rows={3}
          maxLength={FORUM_LIMITS.post}
        />
        {attachment && <AttachmentPreview attachment={attachment} onRemove={() => change(null)} />}
        <div className={styles.composerActions}>
          <div className={styles.pickers} role="group" aria-label="Attach">
            {PICKERS.map((picker) => (
              <label key={picker.kind} className={styles.picker}>
                <input
                  type="file"
                  className="visually-hidden"
                  accept={picker.accept}
                  disabled={busy}
                  onChange={(event) => {
                    choose(event.target.files?.[0]);
                    event.target.value = '';
                  }}
                />
                {picker.label}
              </label>
            ))}
          </div>
          <Button type="submit" loading={busy}>
            {busy ? FORUM_TEXT.uploading : 'Post'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
