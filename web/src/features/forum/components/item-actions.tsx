import { useState } from 'react';
import { TextForm } from '../../../components/thread/text-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { useDeleteItem } from '../api/delete-item';
import { useEditItem } from '../api/edit-item';
import { useHideItem } from '../api/hide-item';
import type { ItemRef } from '../api/item-path';
import { FORUM_LIMITS, FORUM_TEXT } from '../messages';
import styles from './forum.module.css';
import { useWrite } from '../hooks/use-write';

interface ItemActionsProps {
  item: ItemRef;
  /** What to call it in names and questions: 'post', 'answer', 'comment', 'reply'. */
  noun: string;
  text: string;
  /** The caller wrote it: Edit and Delete. */
  own: boolean;
  /** The caller is an admin: Hide. */
  moderator: boolean;
}

const LIMIT = { post: FORUM_LIMITS.post, answer: FORUM_LIMITS.answer, reply: FORUM_LIMITS.reply } as const;

/** Beyond the spec: the author edits or deletes what they wrote; an admin hides anything. */
export function ItemActions({ item, noun, text, own, moderator }: ItemActionsProps) {
  const [open, setOpen] = useState<'edit' | 'delete' | 'hide' | null>(null);
  const edit = useEditItem();
  const remove = useDeleteItem();
  const hide = useHideItem();
  const write = useWrite();
  const close = () => setOpen(null);

  if (!own && !moderator) return null;
  return (
    <div className={styles.itemActions}>
      {own && (
        <>
          <button type="button" className={styles.textButton} onClick={() => setOpen('edit')}>
            Edit<span className="visually-hidden"> {noun}</span>
          </button>
          <button
            type="button"
            className={`${styles.textButton} ${styles.danger}`}
            onClick={() => setOpen('delete')}
          >
            Delete<span className="visually-hidden"> {noun}</span>
          </button>
        </>
      )}
      {moderator && (
        <button
          type="button"
          className={`${styles.textButton} ${styles.danger}`}
          onClick={() => setOpen('hide')}
        >
          Hide<span className="visually-hidden"> {noun}</span>
        </button>
      )}
      {open === 'edit' && (
        <Modal title={`Edit ${noun}`} onClose={close}>
          <TextForm
            label="Text"
            submitLabel="Save"
            blankMessage="The text cannot be blank."
            maxLength={LIMIT[item.kind]}
            rows={2}
            initialText={text}
            autoFocus
            pending={edit.isPending}
            onSubmit={async (changed) => {
              const ok = await write(edit.mutateAsync({ item, text: changed }));
              if (ok) close();
              return ok;
            }}
            onCancel={close}
          />
        </Modal>
      )}
      {open === 'delete' && (
        <ConfirmDialog
          title={`Delete ${noun}`}
          confirmLabel="Delete"
          danger
          pending={remove.isPending}
          onConfirm={() => void write(remove.mutateAsync(item)).then((ok) => ok && close())}
          onClose={close}
        >
          {FORUM_TEXT.deleteConfirm(noun)}
        </ConfirmDialog>
      )}
      {open === 'hide' && (
        <ConfirmDialog
          title={`Hide ${noun}`}
          confirmLabel="Hide"
          danger
          pending={hide.isPending}
          onConfirm={() => void write(hide.mutateAsync(item)).then((ok) => ok && close())}
          onClose={close}
        >
          {FORUM_TEXT.hideConfirm(noun)}
        </ConfirmDialog>
      )}
    </div>
  );
}
