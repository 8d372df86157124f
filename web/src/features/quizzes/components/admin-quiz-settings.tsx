import type { Quiz } from '@atelier/contract/quizzes';
import type { FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { showServerError, useZodForm } from '../../../components/ui/form';
import { useUpdateQuizSettings } from '../api/update-quiz-settings';
import { QUIZ_ADMIN_TEXT } from '../admin-messages';
import { builderServerFields, settingsFormSchema, settingsToDraft } from './builder-draft';
import styles from './builder-form.module.css';
import { SettingsFields } from './builder-settings-fields';

/**
 * The attempt settings of a quiz students have attempted (issue 25): its questions are fixed, but
 * the admin may still allow more attempts, change when answers are shown, or close it.
 */
export function AdminQuizSettings({ quiz }: { quiz: Quiz }) {
  const save = useUpdateQuizSettings();
  const form = useZodForm(settingsFormSchema, {
    defaultValues: settingsToDraft(quiz),
    reValidateMode: 'onChange',
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    return form.handleSubmit(async (settings) => {
      try {
        const { message } = await save.mutateAsync({ quizId: quiz._id, settings });
        toast.success(message);
      } catch (error) {
        if (!showServerError(form, error, builderServerFields)) toast.error(QUIZ_ADMIN_TEXT.settingsFailed);
      }
    })(event);
  }

  return (
    <form
      className={styles.group}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="quiz-settings-heading"
    >
      <h3 id="quiz-settings-heading" className={styles.groupTitle}>
        {QUIZ_ADMIN_TEXT.settingsTitle}
      </h3>
      <SettingsFields control={form.control} />
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          {QUIZ_ADMIN_TEXT.settingsSave}
        </Button>
      </div>
    </form>
  );
}
