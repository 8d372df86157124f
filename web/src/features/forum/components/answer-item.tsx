import type { ForumAnswer } from '@atelier/contract/forum';
import { AuthorLine } from '../../../components/thread/author-line';
import { ThreadAnswer } from '../../../components/thread/thread-answer';
import { useReplyToAnswer } from '../api/reply-to-answer';
import { FORUM_LIMITS, FORUM_TEXT } from '../messages';
import { ItemActions } from './item-actions';
import { useWrite } from '../hooks/use-write';

interface AnswerItemProps {
  answer: ForumAnswer;
  questionId: string;
  /** 'answer' on a doubt post, 'comment' on the others. */
  noun: 'answer' | 'comment';
  userId: string;
  moderator: boolean;
}

/** An answer or comment with its replies, each with Edit, Hide and Delete where the user may. */
export function AnswerItem({ answer, questionId, noun, userId, moderator }: AnswerItemProps) {
  const reply = useReplyToAnswer();
  const write = useWrite();
  return (
    <ThreadAnswer
      author={
        <AuthorLine
          author={answer.userId}
          createdAt={answer.createdAt}
          editedAt={answer.editedAt}
          size="small"
        />
      }
      text={answer.answer}
      trail={
        <ItemActions
          item={{ kind: 'answer', id: answer._id }}
          noun={noun}
          text={answer.answer}
          own={answer.userId._id === userId}
          moderator={moderator}
        />
      }
      replies={answer.replies.map((r) => ({
        id: r._id,
        author: <AuthorLine author={r.userId} createdAt={r.createdAt} editedAt={r.editedAt} size="small" />,
        text: r.reply,
        actions: (
          <ItemActions
            item={{ kind: 'reply', id: r._id }}
            noun="reply"
            text={r.reply}
            own={r.userId._id === userId}
            moderator={moderator}
          />
        ),
      }))}
      replyBox={{
        blankMessage: FORUM_TEXT.blankReply,
        maxLength: FORUM_LIMITS.reply,
        rows: 2,
        pending: reply.isPending,
      }}
      onReply={(text) => write(reply.mutateAsync({ questionId, answerId: answer._id, reply: text }))}
    />
  );
}
