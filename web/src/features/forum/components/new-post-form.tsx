import { FORUM_CATEGORIES, type ForumCategory } from '@atelier/contract/forum';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField, TextareaField } from '../../../components/ui/field';
import { errorText } from '../../../lib/error-text';
import { useCreatePost } from '../api/create-post';
import { useUploadFile } from '../api/upload-file';
import { FORUM_LIMITS, FORUM_MESSAGES, FORUM_TEXT } from '../messages';
import { attach, kindOf, PICKERS, release, tooLarge, type Attachment } from './attachment';
import { AttachmentPreview } from './attachment-preview';
import styles from './forum.module.css';
import { CATEGORY_LABELS } from './post-item';
import { useWrite } from './use-write';

const CATEGORY_OPTIONS = FORUM_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));

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
  const [category, setCategory] = useState<ForumCategory>('general');
  const [text, setText] = useState('');
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const file = attachment?.file;
  // The preview's local link is let go with the file, and when the page goes.
  const shown = useRef<Attachment | null>(null);
  useEffect(() => () => release(shown.current), []);
  const [empty, setEmpty] = useState(false);
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
    setEmpty(false);
  }

  function change(next: Attachment | null) {
    release(shown.current);
    shown.current = next;
    setAttachment(next);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const question = text.trim();
    if (!question && !file) {
      setEmpty(true);
      return;
    }
    setBusy(true);
    try {
      let mediaUrl: string | null = null;
      if (file) {
        try {
          mediaUrl = (await upload.mutateAsync(file)).url;
        } catch (error) {
          uploadFailed(error);
          return;
        }
      }
      if (await write(create.mutateAsync({ question, category, mediaUrl }))) {
        setText('');
        setCategory('general');
        change(null);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card as="section" className={styles.composer} aria-label="New post">
      <form className={styles.composerForm} onSubmit={submit} noValidate>
        <div className={styles.composerRow}>
          <SelectField
            label="Category"
            className={styles.category}
            options={CATEGORY_OPTIONS}
            value={category}
            onChange={(event) => setCategory(event.target.value as ForumCategory)}
          />
        </div>
        <TextareaField
          label="Start a post"
          placeholder="Share a thought, ask a doubt or pitch an idea"
          rows={3}
          maxLength={FORUM_LIMITS.post}
          value={text}
          error={empty ? FORUM_TEXT.needTextOrFile : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setEmpty(false);
          }}
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
