import type { Faq } from '@atelier/contract/faq';
import { TextareaField } from '../../../components/ui/field';
import { Field, showServerError, useZodForm } from '../../../components/ui/form';
import { FormActions } from '../../../components/ui/form-actions';
import { Modal } from '../../../components/ui/modal';
import { FAQ_LIMITS } from '../messages';
import { faqAnswerSchema, type FaqAnswerValues } from '../validation';
import styles from './faq-admin.module.css';

const serverFields = {
  question: { name: 'question', label: 'Question' },
  answer: { name: 'answer', label: 'Answer' },
} as const;

interface FaqAnswerDialogProps {
  faq: Faq;
  pending: boolean;
  /** Saves the question and answer; a rejection is the server's refusal, shown on its field. */
  onSave: (body: { question: string; answer: string }) => Promise<unknown>;
  onClose: () => void;
}

/** Answer a pending question, or edit an answered one (its question too). */
export function FaqAnswerDialog({ faq, pending, onSave, onClose }: FaqAnswerDialogProps) {
  const form = useZodForm(faqAnswerSchema, {
    // A pending question's stored answer is the placeholder 'Pending answer': the admin starts blank.
    defaultValues: { question: faq.question, answer: faq.answered ? faq.answer : '' },
  });

  async function save(body: { question: string; answer: string }) {
    try {
      await onSave(body);
    } catch (error) {
      showServerError<FaqAnswerValues>(form, error, serverFields);
    }
  }

  return (
    <Modal title={faq.answered ? 'Edit FAQ' : 'Answer question'} onClose={onClose}>
      <form
        className={styles.dialogForm}
        onSubmit={(event) => void form.handleSubmit(save)(event)}
        noValidate
      >
        <Field
          control={form.control}
          name="question"
          as={TextareaField}
          label="Question"
          rows={3}
          maxLength={FAQ_LIMITS.question.max * 2}
        />
        <Field
          control={form.control}
          name="answer"
          as={TextareaField}
          label="Answer"
          rows={7}
          maxLength={FAQ_LIMITS.answer * 2}
          autoFocus={!faq.answered}
        />
        <FormActions className={styles.dialogActions} pending={pending} onCancel={onClose}>
          {faq.answered ? 'Save changes' : 'Save answer'}
        </FormActions>
      </form>
    </Modal>
  );
}
