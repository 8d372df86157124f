import { viewerLink } from '@atelier/contract/assistant';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/error-text';
import { SPOKEN_STATUSES, ASSISTANT_PANEL_TEXT as TEXT } from '../messages';
import type { AnswerProps } from './assistant-panel';
import styles from './assistant.module.css';

type PostState = { status: 'idle' | 'posting' | 'posted' } | { status: 'failed'; text: string };

/** The course has nothing on the question: say so, and offer to post it to the chapter's Q & A in one click. */
export function NotCovered({
  courseId,
  message,
  asked,
  postToQna,
}: Omit<AnswerProps, 'result'> & { message: string }) {
  const [state, setState] = useState<PostState>({ status: 'idle' });
  const chapter = asked.chapter;

  async function post() {
    if (!chapter) return;
    setState({ status: 'posting' });
    try {
      await postToQna(chapter.key, asked.question);
      setState({ status: 'posted' });
    } catch (error) {
      setState({ status: 'failed', text: errorText(error, TEXT.postFailed, { spoken: SPOKEN_STATUSES }) });
    }
  }

  return (
    <>
      <p className={styles.message}>{message}</p>
      {chapter && state.status === 'posted' && (
        <p role="status" className={styles.posted}>
          {TEXT.posted} <Link to={viewerLink(courseId, { id: chapter.id, tab: 'qna' })}>{TEXT.openQna}</Link>
        </p>
      )}
      {chapter && state.status !== 'posted' && (
        <Button
          variant="secondary"
          size="sm"
          loading={state.status === 'posting'}
          onClick={() => void post()}
        >
          {TEXT.postToQna}
        </Button>
      )}
      {state.status === 'failed' && (
        <p role="alert" className={styles.problem}>
          {state.text}
        </p>
      )}
    </>
  );
}
