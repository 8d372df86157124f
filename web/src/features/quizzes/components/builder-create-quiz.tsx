import { useState } from 'react';
import { toast } from 'react-toastify';
import { useCreateQuiz } from '../api/create-quiz';
import { QUIZ_ADMIN_TEXT } from '../admin-messages';
import { QUIZ_MESSAGES } from '../messages';
import { emptyQuizDraft, type QuizOutput } from './builder-draft';
import { BuilderForm } from './builder-form';

/** A new quiz: Publish creates it published; the builder is empty again after a success. */
export function BuilderCreateQuiz() {
  const create = useCreateQuiz();
  // A new key after a success gives the admin an empty builder for the next quiz.
  const [formKey, setFormKey] = useState(0);

  async function submit(body: QuizOutput) {
    try {
      await create.mutateAsync(body);
    } catch (error) {
      toast.error(QUIZ_MESSAGES.publishFailed);
      // The builder shows the server's problem with a field on that field.
      throw error;
    }
    toast.success(QUIZ_MESSAGES.published);
    setFormKey((key) => key + 1);
    window.scrollTo({ top: 0 });
  }

  return (
    <BuilderForm
      key={formKey}
      initial={emptyQuizDraft}
      submitLabel={QUIZ_ADMIN_TEXT.publish}
      pending={create.isPending}
      onSubmit={submit}
    />
  );
}
