import type { Faq } from '@atelier/contract/faq';
import { useId, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { EmailField, TextField } from '../../../components/ui/field';
import { Field, showServerError, useZodForm } from '../../../components/ui/form';
import { PlusSquareIcon } from '../../../components/ui/icons';
import { useCreateFaq } from '../api/create-faq';
import { FAQ_LIMITS, FAQ_MESSAGES, FAQ_UI_TEXT } from '../messages';
import { faqAskSchema, type FaqAskValues } from '../validation';
import styles from './faq-ask-form.module.css';

const serverFields = {
  question: { name: 'question', label: 'Question' },
  email: { name: 'email', label: 'E-mail' },
} as const;

/** spec-2 FAQ page: the text box with its add button; `onAsked` gets the stored (pending) question. */
export function FaqAskForm({ onAsked }: { onAsked: (faq: Faq) => void }) {
  const leadId = useId();
  const create = useCreateFaq();
  const form = useZodForm(faqAskSchema, { defaultValues: { question: '', email: '' } });

  async function send({ question, email }: { question: string; email?: string }) {
    try {
      const { faq } = await create.mutateAsync({ question, ...(email ? { email } : {}) });
      form.reset({ question: '', email: '' });
      onAsked(faq);
    } catch (error) {
      showServerError<FaqAskValues>(form, error, serverFields);
      toast.error(FAQ_MESSAGES.saveFailed);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // spec-2 §5: a blank question is the alert 'Enter a question', and nothing is sent.
    if (!form.getValues('question').trim()) {
      event.preventDefault();
      form.clearErrors();
      toast.error(FAQ_MESSAGES.enterQuestion);
      form.setFocus('question');
      return;
    }
    void form.handleSubmit(send)(event);
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={leadId}>
      <p id={leadId} className={styles.lead}>
        {FAQ_UI_TEXT.askLead}
      </p>
      <div className={styles.row}>
        <Field
          control={form.control}
          name="question"
          as={TextField}
          className={styles.field}
          label={<span className="visually-hidden">{FAQ_UI_TEXT.questionLabel}</span>}
          placeholder={FAQ_UI_TEXT.placeholder}
          maxLength={FAQ_LIMITS.question.max * 2}
          autoComplete="off"
        />
        <Button
          type="submit"
          className={styles.add}
          aria-label={FAQ_UI_TEXT.add}
          title={FAQ_UI_TEXT.add}
          loading={create.isPending}
        >
          {!create.isPending && <PlusSquareIcon size={22} />}
        </Button>
      </div>
      <Field
        control={form.control}
        name="email"
        as={EmailField}
        className={styles.email}
        label={FAQ_UI_TEXT.emailLabel}
        placeholder="you@example.org"
      />
    </form>
  );
}
