import type { ForumAnswer } from '@atelier/contract/forum';
import { useState } from 'react';
import { useReplyToAnswer } from '../api/reply-to-answer';
import { FORUM_LIMITS, FORUM_TEXT } from '../messages';
import { AuthorLine } from './author-line';
import styles from './forum.module.css';
import { ItemActions } from './item-actions';
import { TextForm } from './text-form';
import { useWrite } from './use-write';

interface AnswerItemProps {
  answer: ForumAnswer;
  questionId: string;
  /** 'answer' on a doubt post, 'comment' on the others. */
  noun: 'answer' | 'comment';
  userId: string;
  moderator: boolean;
}

/** An answer or comment with its replies, oldest first, and a Reply button that opens its reply box. */
export function AnswerItem({ answer, questionId, noun, userId, moderator }: AnswerItemProps) {
  const [replying, setReplying] = useState(false);
  const reply = useReplyToAnswer();
  const write = useWrite();

  return (
    <li className={styles.answer}>
      <AuthorLine author={answer.userId} createdAt={answer.createdAt} editedAt={answer.editedAt} small />
      <p className={styles.body}>{answer.answer}</p>
      <div className={styles.answerActions}>
        <button
          type="button"
          className={styles.textButton}
          aria-expanded={replying}
          onClick={() => setReplying((open) => !open)}
        >
          {replying ? 'Close reply box' : 'Reply'}
        </button>
        <ItemActions
          item={{ kind: 'answer', id: answer._id }}
          noun={noun}
          text={answer.answer}
          own={answer.userId._id === userId}
          moderator={moderator}
        />
      </div>
      {answer.replies.length > 0 && (
        <ul className={styles.replies} aria-label="Replies">
          {answer.replies.map((r) => (
            <li key={r._id} className={styles.reply}>
              <AuthorLine author={r.userId} createdAt={r.createdAt} editedAt={r.editedAt} small />
              <p className={styles.body}>{r.reply}</p>
              <ItemActions
                item={{ kind: 'reply', id: r._id }}
                noun="reply"
                text={r.reply}
                own={r.userId._id === userId}
                moderator={moderator}
              />
            </li>
          ))}
        </ul>
      )}
      {replying && (
        <TextForm
          label="Your reply"
          submitLabel="Post Reply"
          blankMessage={FORUM_TEXT.blankReply}
          maxLength={FORUM_LIMITS.reply}
          pending={reply.isPending}
          autoFocus
          onSubmit={async (text) => {
            const ok = await write(reply.mutateAsync({ questionId, answerId: answer._id, reply: text }));
            if (ok) setReplying(false);
            return ok;
          }}
          onCancel={() => setReplying(false)}
        />
      )}
    </li>
  );
}
