import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { TextField, UrlField } from '../../../components/ui/field';
import { Field, showServerError, useZodForm } from '../../../components/ui/form';
import { useCreateEvent } from '../api/create-event';
import { EVENT_MESSAGES } from '../messages';
import { EVENT_FORM_LABELS, emptyEventForm, eventFormSchema, eventServerFields } from '../validation';
import styles from './event-form.module.css';
import { InputFieldsPicker } from './input-fields-picker';

/** Event creation (spec-2 §2): id, name, poster and the form's fields; empty again after a success. */
export function EventForm() {
  const form = useZodForm(eventFormSchema, { defaultValues: emptyEventForm() });
  const create = useCreateEvent();
  const { control } = form;

  const onSubmit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (answer) => {
        toast.success(answer?.message || EVENT_MESSAGES.created);
        form.reset(emptyEventForm());
      },
      onError: (error) => {
        // A taken id is the id field's problem (eventServerFields): it is shown there too.
        const problem = showServerError(form, error, eventServerFields);
        toast.error(problem?.message ?? EVENT_MESSAGES.createFailed);
      },
    }),
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="New event">
      <div className={styles.pair}>
        <Field
          control={control}
          name="eventId"
          as={TextField}
          label={EVENT_FORM_LABELS.eventId}
          hint="Letters, digits, - and _; it names the registrations' CSV file."
          spellCheck={false}
          autoCapitalize="off"
          required
        />
        <Field
          control={control}
          name="eventName"
          as={TextField}
          label={EVENT_FORM_LABELS.eventName}
          required
        />
      </div>
      <Field
        control={control}
        name="posterUrl"
        as={UrlField}
        label={EVENT_FORM_LABELS.posterUrl}
        placeholder="https://…"
        spellCheck={false}
        required
      />
      <InputFieldsPicker control={control} legend={EVENT_FORM_LABELS.inputFields} />
      <div className={styles.submit}>
        <Button type="submit" loading={create.isPending}>
          {create.isPending ? EVENT_MESSAGES.submitting : 'Create Event'}
        </Button>
      </div>
    </form>
  );
}
