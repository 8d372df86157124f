import { TextForm } from '../../../components/thread/text-form';
import { Loading } from '../../../components/ui/loading';
import { loadedItems, useNextPageFocus } from '../../../lib/paged-list';
import { useCurrentUser } from '../../../lib/session/session-context';
import { useAskQuestion } from '../api/ask-question';
import { useQuestions } from '../api/get-questions';
import { QNA_TEXT } from '../messages';
import { QueryLoadMore } from '../../../components/ui/load-more';
import styles from './qna.module.css';
import { QuestionItem } from './question-item';
import { usePost } from '../hooks/use-post';

interface QnaPanelProps {
  courseId: string;
  /** The chapter key (course id + chapter name with underscores). */
  chapterId: string;
}

/** The Q & A tab of a chapter: ask, then the questions, newest first, a page at a time. */
export function QnaPanel({ courseId, chapterId }: QnaPanelProps) {
  const user = useCurrentUser();
  const questions = useQuestions(courseId, chapterId);
  const ask = useAskQuestion(courseId, chapterId);
  const post = usePost();
  // The question just posted here, or the first of a page just loaded: it takes the focus.
  const { focusId, setFocusId, loadMore } = useNextPageFocus(questions);
  const list = loadedItems(questions.data).items;

  return (
    <div className={styles.panel}>
      <TextForm
        label="Ask a question about this chapter"
        submitLabel="Post Question"
        pending={ask.isPending}
        onSubmit={async (text) => {
          const write = ask.mutateAsync({ userId: user._id, question: text });
          const ok = await post(write);
          if (ok) setFocusId((await write).question._id);
          return ok;
        }}
      />
      {questions.isPending && <Loading label="Loading questions…" />}
      {questions.isError && !questions.isFetchNextPageError && <p role="alert">{QNA_TEXT.loadFailed}</p>}
      {questions.data && list.length === 0 && <p className={styles.empty}>{QNA_TEXT.empty}</p>}
      {list.length > 0 && (
        <ul className={styles.questions} aria-label="Questions">
          {list.map((question) => (
            <QuestionItem
              key={question._id}
              question={question}
              userId={user._id}
              courseId={courseId}
              chapterId={chapterId}
              takeFocus={question._id === focusId}
            />
          ))}
        </ul>
      )}
      <QueryLoadMore
        query={questions}
        noun="questions"
        failureText={QNA_TEXT.loadMoreFailed}
        onLoad={() => void loadMore()}
      />
    </div>
  );
}
