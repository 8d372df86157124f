import { useState, type ReactNode } from 'react';
import { TextForm } from './text-form';
import styles from './thread.module.css';

export interface ThreadReply {
  id: string;
  author: ReactNode;
  text: string;
  /** Under the text: the forum's Edit, Hide and Delete. */
  actions?: ReactNode;
}

interface ThreadAnswerProps {
  /** The answer's AuthorLine. */
  author: ReactNode;
  text: string;
  /** Before the Reply toggle: Q&A's like button. */
  lead?: ReactNode;
  /** After the Reply toggle: the forum's Edit, Hide and Delete. */
  trail?: ReactNode;
  replies: readonly ThreadReply[];
  /** The reply box: its limits, and the send that resolves true once the reply is saved. */
  replyBox: { blankMessage?: string; maxLength?: number; rows?: number; pending: boolean };
  onReply: (text: string) => Promise<boolean>;
}

/** An answer or comment with its replies, oldest first, and a Reply button that opens its reply box. */
export function ThreadAnswer({ author, text, lead, trail, replies, replyBox, onReply }: ThreadAnswerProps) {
  const [replying, setReplying] = useState(false);
  return (
    <li className={styles.answer}>
      {author}
      <p className={styles.body}>{text}</p>
      <div className={styles.actions}>
        {lead}
        <BoxToggle open={replying} onToggle={setReplying} label="Reply" closeLabel="Close reply box" />
        {trail}
      </div>
      {replies.length > 0 && (
        <ul className={styles.replies} aria-label="Replies">
          {replies.map((reply) => (
            <li key={reply.id} className={styles.reply}>
              {reply.author}
              <p className={styles.body}>{reply.text}</p>
              {reply.actions}
            </li>
          ))}
        </ul>
      )}
      {replying && (
        <TextForm
          label="Your reply"
          submitLabel="Post Reply"
          {...replyBox}
          autoFocus
          onSubmit={async (reply) => {
            const ok = await onReply(reply);
            if (ok) setReplying(false);
            return ok;
          }}
          onCancel={() => setReplying(false)}
        />
      )}
    </li>
  );
}

interface BoxToggleProps {
  open: boolean;
  onToggle: (open: boolean) => void;
  /** 'Reply', 'Answer' */
  label: string;
  /** 'Close reply box' */
  closeLabel: string;
}

/** The text button that opens and closes a reply or answer box. */
export function BoxToggle({ open, onToggle, label, closeLabel }: BoxToggleProps) {
  return (
    <button type="button" className={styles.textButton} aria-expanded={open} onClick={() => onToggle(!open)}>
      {open ? closeLabel : label}
    </button>
  );
}
