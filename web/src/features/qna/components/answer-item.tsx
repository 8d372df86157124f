import type { Answer } from '@atelier/contract/qna';
import { AuthorLine } from '../../../components/thread/author-line';
import { LikeButton } from '../../../components/thread/like-button';
import { ThreadAnswer } from '../../../components/thread/thread-answer';
import { useLikeAnswer } from '../api/like-answer';
import { useReplyToAnswer } from '../api/reply-to-answer';
import { usePost } from '../hooks/use-post';

interface AnswerItemProps {
  answer: Answer;
  questionId: string;
  userId: string;
  courseId: string;
  chapterId: string;
}

/** An answer with its like toggle, its replies and a Reply button that toggles the reply box. */
export function AnswerItem({ answer, questionId, userId, courseId, chapterId }: AnswerItemProps) {
  const like = useLikeAnswer(courseId, chapterId);
  const reply = useReplyToAnswer(courseId, chapterId);
  const post = usePost();
  return (
    <ThreadAnswer
      author={<AuthorLine author={answer.userId} createdAt={answer.createdAt} size="small" unnamed="User" />}
      text={answer.answer}
      lead={
        <LikeButton
          label="like this answer"
          liked={answer.likes.includes(userId)}
          count={answer.likes.length}
          pending={like.isPending}
          onToggle={() =>
            post(like.mutateAsync({ questionId, answerId: answer._id, userId }), { quiet: true })
          }
        />
      }
      replies={answer.replies.map((r) => ({
        id: r._id,
        author: <AuthorLine author={r.userId} createdAt={r.createdAt} size="small" unnamed="User" />,
        text: r.reply,
      }))}
      replyBox={{ pending: reply.isPending }}
      onReply={(text) => post(reply.mutateAsync({ questionId, answerId: answer._id, userId, reply: text }))}
    />
  );
}
