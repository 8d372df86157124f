import { useState } from 'react';
import { Loading } from '../../../components/ui/loading';
import { useCurrentUser } from '../../../lib/session/session-context';
import { useAskQuestion } from '../api/ask-question';
import { useQuestions } from '../api/get-questions';
import { QNA_TEXT } from '../messages';
import styles from './qna.module.css';
import { QuestionItem } from './question-item';
import { TextForm } from './text-form';
import { usePost } from './use-post';

interface QnaPanelProps {
  courseId: string;
  /** The chapter key (course id + chapter name with underscores). */
  chapterId: string;
}

/** The Q & A tab of a chapter: ask, then the questions, newest first. */
export function QnaPanel({ courseId, chapterId }: QnaPanelProps) {
  const user = useCurrentUser();
  const questions = useQuestions(courseId, chapterId);
  const ask = useAskQuestion(courseId, chapterId);
  const post = usePost();
  // The question just posted here; it takes the focus once the list shows it.
  const [postedId, setPostedId] = useState<string>();

  return (
    <div className={styles.panel}>
      <TextForm
        label="Ask a question about this chapter"
        submitLabel="Post Question"
        pending={ask.isPending}
        onSubmit={async (text) => {
          const write = ask.mutateAsync({ userId: user._id, question: text });
          const ok = await post(write);
          if (ok) setPostedId((await write).question._id);
          return ok;
        }}
      />
      {questions.isPending && <Loading label="Loading questions…" />}
      {questions.isError && <p role="alert">{QNA_TEXT.loadFailed}</p>}
      {questions.data?.length === 0 && <p className={styles.empty}>{QNA_TEXT.empty}</p>}
      {questions.data && questions.data.length > 0 && (
        <ul className={styles.questions} aria-label="Questions">
          {questions.data.map((question) => (
            <QuestionItem
              key={question._id}
              question={question}
              userId={user._id}
              courseId={courseId}
              chapterId={chapterId}
              justPosted={question._id === postedId}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
