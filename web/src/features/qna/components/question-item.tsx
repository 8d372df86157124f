import type { Question } from '@atelier/contract/qna';
import { useEffect, useId, useRef, useState } from 'react';
import { AuthorLine } from '../../../components/thread/author-line';
import { LikeButton } from '../../../components/thread/like-button';
import { TextForm } from '../../../components/thread/text-form';
import { BoxToggle } from '../../../components/thread/thread-answer';
import { useAnswerQuestion } from '../api/answer-question';
import { useLikeQuestion } from '../api/like-question';
import { AnswerItem } from './answer-item';
import styles from './qna.module.css';
import { usePost } from '../hooks/use-post';

interface QuestionItemProps {
  question: Question;
  userId: string;
  courseId: string;
  chapterId: string;
  /**
   * Just posted by this user, or the first of a page just loaded: focus moves to it, so the
   * keyboard carries on from there.
   */
  takeFocus?: boolean;
}

/** A question: click it to show its answers; the Answer button toggles the answer box. */
export function QuestionItem({ question, userId, courseId, chapterId, takeFocus }: QuestionItemProps) {
  const regionId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [answering, setAnswering] = useState(false);
  const like = useLikeQuestion(courseId, chapterId);
  const answer = useAnswerQuestion(courseId, chapterId);
  const post = usePost();
  const count = question.answers.length;

  useEffect(() => {
    if (takeFocus) toggle.current?.focus();
  }, [takeFocus]);

  return (
    <li className={styles.question}>
      <AuthorLine author={question.userId} createdAt={question.createdAt} size="medium" unnamed="User" />
      <button
        ref={toggle}
        type="button"
        className={styles.questionToggle}
        aria-expanded={expanded}
        aria-controls={regionId}
        onClick={() => setExpanded((open) => !open)}
      >
        <span className={styles.questionText}>{question.question}</span>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div className={styles.metaRow}>
        <LikeButton
          label="like this question"
          liked={question.likes.includes(userId)}
          count={question.likes.length}
          pending={like.isPending}
          onToggle={() => post(like.mutateAsync({ questionId: question._id, userId }), { quiet: true })}
        />
        <span className={styles.count}>
          {count} {count === 1 ? 'answer' : 'answers'}
        </span>
      </div>
      <div id={regionId} hidden={!expanded} className={styles.thread}>
        {expanded && (
          <>
            {count > 0 && (
              <ul className={styles.answers} aria-label="Answers">
                {question.answers.map((a) => (
                  <AnswerItem
                    key={a._id}
                    answer={a}
                    questionId={question._id}
                    userId={userId}
                    courseId={courseId}
                    chapterId={chapterId}
                  />
                ))}
              </ul>
            )}
            <BoxToggle
              open={answering}
              onToggle={setAnswering}
              label="Answer"
              closeLabel="Close answer box"
            />
            {answering && (
              <TextForm
                label="Your answer"
                submitLabel="Post Answer"
                pending={answer.isPending}
                onSubmit={async (text) => {
                  const ok = await post(
                    answer.mutateAsync({ questionId: question._id, userId, answer: text }),
                  );
                  if (ok) setAnswering(false);
                  return ok;
                }}
                onCancel={() => setAnswering(false)}
              />
            )}
          </>
        )}
      </div>
    </li>
  );
}
