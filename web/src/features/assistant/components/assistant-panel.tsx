import type { AskAssistantResponse } from '@atelier/contract/assistant';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/field';
import { errorText } from '../../../lib/error-text';
import { useAskAssistant } from '../api/ask-assistant';
import { ASSISTANT_LIMITS, SPOKEN_STATUSES, ASSISTANT_PANEL_TEXT as TEXT } from '../messages';
import styles from './assistant.module.css';
import { NotCovered } from './not-covered';
import { PassageCard } from './passage-card';

/** The chapter being read: its key (ties, Q&A), its record id (links) and name. */
export interface AssistantChapter {
  key: string;
  id: string;
  name: string;
}

export interface AssistantPanelProps {
  courseId: string;
  chapter: AssistantChapter | null;
  /** Posts the question to the chapter's Q & A (the app passes the Q & A feature's call). */
  postToQna: (chapterKey: string, question: string) => Promise<unknown>;
}

/** The course assistant: a question, then the course's own passages about it (or an offer to ask in Q & A). */
export function AssistantPanel({ courseId, chapter, postToQna }: AssistantPanelProps) {
  const [question, setQuestion] = useState('');
  const [blank, setBlank] = useState(false);
  const ask = useAskAssistant(courseId);
  // The question (and its chapter) the answer on screen is for: the box may change meanwhile.
  const [asked, setAsked] = useState<{ question: string; chapter: AssistantChapter | null }>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = question.trim();
    if (!trimmed) {
      setBlank(true);
      return;
    }
    setAsked({ question: trimmed, chapter });
    ask.mutate({ question: trimmed, chapterId: chapter?.key });
  }

  return (
    <div className={styles.panel}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextareaField
          label={TEXT.label}
          rows={3}
          maxLength={ASSISTANT_LIMITS.question}
          value={question}
          error={blank ? TEXT.blank : undefined}
          hint={`${question.length}/${ASSISTANT_LIMITS.question} characters`}
          onChange={(event) => {
            setQuestion(event.target.value);
            setBlank(false);
          }}
        />
        <Button type="submit" size="sm" loading={ask.isPending} className={styles.ask}>
          {TEXT.ask}
        </Button>
      </form>
      <div aria-live="polite" className={styles.result}>
        {ask.isError && (
          <p role="alert" className={styles.problem}>
            {errorText(ask.error, TEXT.failed, { spoken: SPOKEN_STATUSES })}
          </p>
        )}
        {ask.isSuccess && asked && (
          <Answer
            key={`${asked.question}|${ask.submittedAt}`}
            courseId={courseId}
            result={ask.data}
            asked={asked}
            postToQna={postToQna}
          />
        )}
      </div>
    </div>
  );
}

export interface AnswerProps {
  courseId: string;
  result: AskAssistantResponse;
  asked: { question: string; chapter: AssistantChapter | null };
  postToQna: AssistantPanelProps['postToQna'];
}

function Answer({ courseId, result, asked, postToQna }: AnswerProps) {
  if (!result.found)
    return <NotCovered courseId={courseId} message={result.message} asked={asked} postToQna={postToQna} />;
  return (
    <>
      <p className={styles.message}>{result.message}</p>
      {result.answer && (
        <div className={styles.answer}>
          <p className={styles.answerText}>{result.answer}</p>
          <p className={styles.answerNote}>{TEXT.generated}</p>
        </div>
      )}
      <ol className={styles.passages} aria-label={TEXT.sources}>
        {result.passages.map((passage, i) => (
          <PassageCard
            key={`${passage.link}|${passage.questionId ?? passage.source}`}
            passage={passage}
            number={i + 1}
          />
        ))}
      </ol>
    </>
  );
}
