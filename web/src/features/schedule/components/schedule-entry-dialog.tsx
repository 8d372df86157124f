import type { ScheduleBody, ScheduleEntry } from '@atelier/contract/schedule';
import { SelectField, TextField, TextareaField, UrlField } from '../../../components/ui/field';
import { Field, showServerError, useZodForm } from '../../../components/ui/form';
import { FormActions } from '../../../components/ui/form-actions';
import { Modal } from '../../../components/ui/modal';
import { SCHEDULE_KIND_LABELS, SCHEDULE_KINDS, SCHEDULE_LIMITS, SCHEDULE_TEXT } from '../messages';
import {
  emptyEntry,
  entryValues,
  scheduleFormSchema,
  scheduleServerFields,
  type ScheduleFormValues,
} from '../validation';
import styles from './schedule-admin.module.css';

const KIND_OPTIONS = SCHEDULE_KINDS.map((kind) => ({
  value: kind,
  label:
    SCHEDULE_KIND_LABELS[kind].badge === SCHEDULE_KIND_LABELS[kind].name
      ? SCHEDULE_KIND_LABELS[kind].name
      : `${SCHEDULE_KIND_LABELS[kind].badge} (${SCHEDULE_KIND_LABELS[kind].name})`,
}));

interface ScheduleEntryDialogProps {
  /** The entry to edit, or null for a new one. */
  entry: ScheduleEntry | null;
  pending: boolean;
  /** Saves the entry; a rejection is the server's refusal, shown on the field it names. */
  onSave: (body: ScheduleBody) => Promise<unknown>;
  onClose: () => void;
}

/** Adds an entry to the schedule or edits one, in a dialog. */
export function ScheduleEntryDialog({ entry, pending, onSave, onClose }: ScheduleEntryDialogProps) {
  const form = useZodForm(scheduleFormSchema, {
    defaultValues: entry ? entryValues(entry) : emptyEntry(),
    reValidateMode: 'onChange',
  });
  const { control } = form;

  async function save(body: ScheduleBody) {
    try {
      await onSave(body);
    } catch (error) {
      showServerError<ScheduleFormValues>(form, error, scheduleServerFields);
    }
  }

  return (
    <Modal title={entry ? SCHEDULE_TEXT.editEntry : SCHEDULE_TEXT.newEntry} onClose={onClose} wide>
      <form className={styles.form} onSubmit={(event) => void form.handleSubmit(save)(event)} noValidate>
        <Field
          control={control}
          name="title"
          as={TextField}
          label="Title"
          maxLength={SCHEDULE_LIMITS.title * 2}
        />
        <div className={styles.grid2}>
          <Field control={control} name="kind" as={SelectField} label="Kind" options={KIND_OPTIONS} />
          <Field
            control={control}
            name="tags"
            as={TextField}
            label="Tags"
            hint="Separated by commas."
            autoComplete="off"
          />
        </div>
        <div className={styles.grid2}>
          <Field control={control} name="date" as={TextField} label="Date" type="date" />
          <Field
            control={control}
            name="endDate"
            as={TextField}
            label="Last day"
            type="date"
            hint="Only for an entry of several days."
          />
        </div>
        <div className={styles.grid2}>
          <Field
            control={control}
            name="startTime"
            as={TextField}
            label="Start time"
            type="time"
            hint="IST. Empty for all day."
          />
          <Field control={control} name="endTime" as={TextField} label="End time" type="time" hint="IST." />
        </div>
        <Field
          control={control}
          name="location"
          as={TextField}
          label="Location"
          maxLength={SCHEDULE_LIMITS.location * 2}
        />
        <Field
          control={control}
          name="meetingDetails"
          as={TextareaField}
          label="Meeting details"
          rows={3}
          maxLength={SCHEDULE_LIMITS.meetingDetails * 2}
        />
        <div className={styles.grid2}>
          <Field control={control} name="zoomLink" as={UrlField} label="Join link" />
          <Field control={control} name="recLink" as={UrlField} label="Recording link" />
        </div>
        <FormActions className={styles.dialogActions} pending={pending} onCancel={onClose}>
          {SCHEDULE_TEXT.saveEntry}
        </FormActions>
      </form>
    </Modal>
  );
}
