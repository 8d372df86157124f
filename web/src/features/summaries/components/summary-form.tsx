import type { SummaryBody } from '@atelier/contract/summaries';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField, TextareaField, UrlField } from '../../../components/ui/field';
import { Field, showServerError, useZodForm } from '../../../components/ui/form';
import { SectionList } from '../../../components/ui/section-list';
import { SUMMARY_LIMITS } from '../messages';
import {
  emptySection,
  emptySummary,
  summaryFormSchema,
  summaryServerFields,
  type SummaryFormValues,
} from '../validation';
import styles from '../../../components/ui/sectioned-form.module.css';

interface SummaryFormProps {
  initial?: SummaryFormValues;
  submitLabel: string;
  pending: boolean;
  /** Sends the summary; a rejection is the server's refusal, shown on the field it names. */
  onSubmit: (body: SummaryBody) => Promise<unknown>;
  /** Whether the form empties after a successful submit (a new summary) or keeps its values (an edit). */
  resetOnSuccess: boolean;
  /** Beside the submit button: Connect YouTube Account. */
  extraAction?: ReactNode;
}

/** The admin add or edit summary form (spec-2 §Summaries): the session's fields and its sections. */
export function SummaryForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
  resetOnSuccess,
  extraAction,
}: SummaryFormProps) {
  const form = useZodForm(summaryFormSchema, {
    defaultValues: initial ?? emptySummary(),
    reValidateMode: 'onChange',
  });
  const { control } = form;

  async function submit(body: SummaryBody) {
    try {
      await onSubmit(body);
    } catch (error) {
      showServerError(form, error, summaryServerFields);
      return;
    }
    if (resetOnSuccess) form.reset(emptySummary());
  }

  return (
    <form className={styles.form} onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>
          <h2>Session</h2>
        </legend>
        <Field
          control={control}
          name="sessionTitle"
          as={TextField}
          label="Session title"
          maxLength={SUMMARY_LIMITS.sessionTitle * 2}
        />
        <div className={styles.grid2}>
          <Field control={control} name="sessionDate" as={TextField} label="Session date" type="date" />
          <Field control={control} name="tag" as={TextField} label="Tag" maxLength={SUMMARY_LIMITS.tag * 2} />
        </div>
        <Field
          control={control}
          name="recordingLink"
          as={UrlField}
          label="Recording link"
          placeholder="https://youtu.be/…"
          hint="A YouTube link plays on the session’s page; any other link opens where it lives."
        />
        <Field control={control} name="coverImage" as={UrlField} label="Cover image URL" hint="Optional." />
      </fieldset>
      <SectionList
        control={control}
        name="summaryText"
        max={SUMMARY_LIMITS.sections}
        emptySection={emptySection}
      >
        {(index, label) => (
          <>
            <Field
              control={control}
              name={`summaryText.${index}.heading`}
              as={TextField}
              label={label('Heading')}
              maxLength={SUMMARY_LIMITS.heading * 2}
            />
            <Field
              control={control}
              name={`summaryText.${index}.description`}
              as={TextareaField}
              label={label('Description')}
              rows={5}
              maxLength={SUMMARY_LIMITS.description * 2}
            />
          </>
        )}
      </SectionList>
      <div className={styles.actions}>
        {extraAction}
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
