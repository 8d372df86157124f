import type { ForumCategory, ForumPost } from '@atelier/contract/forum';
import { useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { AuthorLine } from '../../../components/thread/author-line';
import { LikeButton } from '../../../components/thread/like-button';
import { TextForm } from '../../../components/thread/text-form';
import { useAnswerPost } from '../api/answer-post';
import { useLikePost } from '../api/like-post';
import { FORUM_LIMITS, FORUM_TEXT } from '../messages';
import { AnswerItem } from './answer-item';
import styles from './forum.module.css';
import { ItemActions } from './item-actions';
import { PostMedia } from './post-media';
import { useWrite } from '../hooks/use-write';

export const CATEGORY_LABELS: Record<ForumCategory, string> = {
  general: 'General',
  doubt: 'Doubt',
  idea: 'Idea',
};

interface PostItemProps {
  post: ForumPost;
  userId: string;
  moderator: boolean;
}

/**
 * A post of the feed. Its text is a button that shows or hides the thread (answers on a doubt
 * post, comments on the others, each with its replies) and the box to add one.
 */
export function PostItem({ post, userId, moderator }: PostItemProps) {
  const threadId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [expanded, setExpanded] = useState(false);
  // The Comment button opens the thread with the focus in its box.
  const [focusOnOpen, setFocusOnOpen] = useState(false);
  const like = useLikePost(userId);
  const answer = useAnswerPost();
  const write = useWrite();
  const doubt = post.category === 'doubt';
  const noun = doubt ? 'answer' : 'comment';
  const count = post.answers.length;

  return (
    <li className={styles.post}>
      <div className={styles.postHead}>
        <AuthorLine author={post.userId} createdAt={post.createdAt} editedAt={post.editedAt} />
        <span className={`${styles.badge} ${styles[post.category]}`}>{CATEGORY_LABELS[post.category]}</span>
      </div>
      <button
        type="button"
        className={styles.postToggle}
        aria-expanded={expanded}
        aria-controls={threadId}
        onClick={() => {
          setFocusOnOpen(false);
          setExpanded((open) => !open);
        }}
      >
        <span className={post.question ? styles.postText : styles.postTextMuted}>
          {post.question || `Show the ${noun}s`}
        </span>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      {post.mediaUrl && post.mediaKind && (
        <PostMedia url={post.mediaUrl} kind={post.mediaKind} author={post.userId.name} />
      )}
      <div className={styles.postActions}>
        <div className={styles.postStats}>
          <LikeButton
            label="like this post"
            liked={post.likes.includes(userId)}
            count={post.likes.length}
            pending={like.isPending}
            onToggle={() => like.mutate(post._id, { onError: () => toast.error(FORUM_TEXT.likeFailed) })}
          />
          <span className={styles.count}>
            {count} {noun}
            {count === 1 ? '' : 's'}
          </span>
        </div>
        <div className={styles.postButtons}>
          <button
            type="button"
            className={styles.textButton}
            onClick={() => {
              if (expanded) {
                input.current?.focus();
                return;
              }
              setFocusOnOpen(true);
              setExpanded(true);
            }}
          >
            Comment
          </button>
          <button type="button" className={styles.textButton} disabled title={FORUM_TEXT.notAvailable}>
            Repost
          </button>
          <button type="button" className={styles.textButton} disabled title={FORUM_TEXT.notAvailable}>
            Send
          </button>
          <ItemActions
            item={{ kind: 'post', id: post._id }}
            noun="post"
            text={post.question}
            own={post.userId._id === userId}
            moderator={moderator}
          />
        </div>
      </div>
      <div id={threadId} hidden={!expanded} className={styles.thread}>
        {expanded && (
          <>
            {count > 0 && (
              <ul className={styles.answers} aria-label={doubt ? 'Answers' : 'Comments'}>
                {post.answers.map((a) => (
                  <AnswerItem
                    key={a._id}
                    answer={a}
                    questionId={post._id}
                    noun={noun}
                    userId={userId}
                    moderator={moderator}
                  />
                ))}
              </ul>
            )}
            <TextForm
              inputRef={input}
              autoFocus={focusOnOpen}
              label={doubt ? 'Your answer' : 'Your comment'}
              submitLabel={doubt ? 'Post Answer' : 'Post Comment'}
              blankMessage={doubt ? FORUM_TEXT.blankAnswer : FORUM_TEXT.blankComment}
              maxLength={FORUM_LIMITS.answer}
              rows={2}
              pending={answer.isPending}
              onSubmit={(text) =>
                write(answer.mutateAsync({ questionId: post._id, category: post.category, text }))
              }
            />
          </>
        )}
      </div>
    </li>
  );
}
