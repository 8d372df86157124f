import type { AskAssistantResponse } from '@atelier/contract/assistant';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/field';
import { Field, useZodForm } from '../../../components/ui/form';
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

const questionSchema = z.object({ question: z.string().trim().min(1, TEXT.blank) });

/** The course assistant: a question, then the course's own passages about it (or an offer to ask in Q & A). */
export function AssistantPanel({ courseId, chapter, postToQna }: AssistantPanelProps) {
  // The blank problem goes as soon as something is typed.
  const form = useZodForm(questionSchema, { defaultValues: { question: '' }, reValidateMode: 'onChange' });
  const typed = useWatch({ control: form.control, name: 'question' });
  const ask = useAskAssistant(courseId);
  // The question (and its chapter) the answer on screen is for: the box may change meanwhile.
  const [asked, setAsked] = useState<{ question: string; chapter: AssistantChapter | null }>();

  const submit = form.handleSubmit(({ question }) => {
    setAsked({ question, chapter });
    ask.mutate({ question, chapterId: chapter?.key });
  });

  return (
    <div className={styles.panel}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Field
          control={form.control}
          name="question"
          as={TextareaField}
          label={TEXT.label}
          rows={3}
          maxLength={ASSISTANT_LIMITS.question}
          hint={`${typed.length}/${ASSISTANT_LIMITS.question} characters`}
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
