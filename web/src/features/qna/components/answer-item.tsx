import type { Answer } from '@atelier/contract/qna';
import { useState } from 'react';
import { useLikeAnswer } from '../api/like-answer';
import { useReplyToAnswer } from '../api/reply-to-answer';
import { AuthorLine } from './author-line';
import { LikeButton } from './like-button';
import styles from './qna.module.css';
import { TextForm } from './text-form';
import { usePost } from './use-post';

interface AnswerItemProps {
  answer: Answer;
  questionId: string;
  userId: string;
  courseId: string;
  chapterId: string;
}

/** An answer with its like toggle, its replies and a Reply button that toggles the reply box. */
export function AnswerItem({ answer, questionId, userId, courseId, chapterId }: AnswerItemProps) {
  const [replying, setReplying] = useState(false);
  const like = useLikeAnswer(courseId, chapterId);
  const reply = useReplyToAnswer(courseId, chapterId);
  const post = usePost();

  return (
    <li className={styles.answer}>
      <AuthorLine author={answer.userId} createdAt={answer.createdAt} small />
      <p className={styles.body}>{answer.answer}</p>
      <div className={styles.metaRow}>
        <LikeButton
          label="like this answer"
          liked={answer.likes.includes(userId)}
          count={answer.likes.length}
          pending={like.isPending}
          onToggle={() =>
            post(like.mutateAsync({ questionId, answerId: answer._id, userId }), { quiet: true })
          }
        />
        <button
          type="button"
          className={styles.textToggle}
          aria-expanded={replying}
          onClick={() => setReplying((open) => !open)}
        >
          {replying ? 'Close reply box' : 'Reply'}
        </button>
      </div>
      {answer.replies.length > 0 && (
        <ul className={styles.replies} aria-label="Replies">
          {answer.replies.map((r) => (
            <li key={r._id} className={styles.reply}>
              <AuthorLine author={r.userId} createdAt={r.createdAt} small />
              <p className={styles.body}>{r.reply}</p>
            </li>
          ))}
        </ul>
      )}
      {replying && (
        <TextForm
          label="Your reply"
          submitLabel="Post Reply"
          pending={reply.isPending}
          autoFocus
          onSubmit={async (text) => {
            const ok = await post(
              reply.mutateAsync({ questionId, answerId: answer._id, userId, reply: text }),
            );
            if (ok) setReplying(false);
            return ok;
          }}
          onCancel={() => setReplying(false)}
        />
      )}
    </li>
  );
}
