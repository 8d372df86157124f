import type { EventMeta } from '@atelier/contract/events';
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { showServerError, useZodForm } from '../../../components/ui/form';
import { ApiError } from '../../../lib/api-client';
import { useRegisterForEvent } from '../api/register-for-event';
import { EVENT_MESSAGES, EVENTS_UI_TEXT } from '../messages';
import {
  emptyRegistration,
  fieldLabel,
  formFieldsOf,
  missingField,
  pdfProblem,
  registrationFormSchema,
  registrationServerFields,
} from '../validation';
import { RegistrationInput } from './registration-inputs';
import styles from './registration.module.css';

// One toast of each kind however often the form is sent: it goes once the problem is gone.
const FILL_ALL_TOAST = 'event-fill-all';
const PDF_TOAST = 'event-pdf';

/** spec-2 §8 when the server gives no words of its own: it answered, or nothing answered at all. */
const registerFailure = (error: unknown) =>
  error instanceof ApiError && error.status !== 0
    ? EVENT_MESSAGES.registrationFailed
    : EVENT_MESSAGES.somethingWrong;

interface RegistrationFormProps {
  event: EventMeta;
  /** The school's default referral code (DEFAULT_REF_CODE), or empty while it loads. */
  refCode: string;
  onRegistered: () => void;
}

/** An event's form: only the fields the event lists, in the spec's order, then 'Register Now'. */
export function RegistrationForm({ event, refCode, onRegistered }: RegistrationFormProps) {
  const fields = useMemo(() => formFieldsOf(event.inputFields), [event.inputFields]);
  const schema = useMemo(() => registrationFormSchema(event.inputFields), [event.inputFields]);
  const form = useZodForm(schema, { defaultValues: emptyRegistration(event.inputFields, refCode) });
  const register = useRegisterForEvent();
  const [pdf, setPdf] = useState<File | null>(null);
  const [pdfError, setPdfError] = useState<string>();
  const pdfInput = useRef<HTMLInputElement>(null);
  const asksPdf = fields.includes('pdf');

  // The school's code arrives with the site settings, maybe after the form: it fills the field
  // only while the visitor has not typed one.
  useEffect(() => {
    if (!fields.includes('refCode') || !refCode) return;
    if (!form.getFieldState('refCode').isDirty && !form.getValues('refCode'))
      form.setValue('refCode', refCode);
  }, [refCode, fields, form]);

  function refusePdf(problem: string) {
    setPdf(null);
    setPdfError(problem);
    if (pdfInput.current) pdfInput.current.value = '';
    toast.error(problem, { toastId: PDF_TOAST });
  }

  function onPickPdf(change: ChangeEvent<HTMLInputElement>) {
    const file = change.target.files?.[0] ?? null;
    const problem = file ? pdfProblem(file) : undefined;
    if (problem) return refusePdf(problem);
    toast.dismiss(PDF_TOAST);
    setPdfError(undefined);
    setPdf(file);
  }

  // Made when the form is sent, not while rendering: it may clear the file input through its ref.
  const onSubmit = (submit: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(
      (values) => {
        toast.dismiss(FILL_ALL_TOAST);
        const problem = pdf ? pdfProblem(pdf) : undefined;
        if (problem) return refusePdf(problem);
        register.mutate(
          { eventId: event.eventId, values, pdfFile: asksPdf ? pdf : null },
          {
            onSuccess: (answer) => {
              if (answer.success === true) onRegistered();
              else toast.error(EVENT_MESSAGES.registrationFailed);
            },
            onError: (error) => {
              const refused = showServerError(form, error, registrationServerFields);
              toast.error(refused?.message ?? registerFailure(error));
            },
          },
        );
      },
      () => {
        if (missingField(event.inputFields, form.getValues()))
          toast.error(EVENT_MESSAGES.fillAll, { toastId: FILL_ALL_TOAST });
      },
    )(submit);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="event-form-heading">
      <h2 id="event-form-heading" className={styles.formHeading}>
        Your details
      </h2>
      {fields.map((field) =>
        field === 'pdf' ? (
          <TextField
            key={field}
            ref={pdfInput}
            type="file"
            name="pdfFile"
            accept="application/pdf"
            label={fieldLabel(field)}
            hint={EVENTS_UI_TEXT.pdfHint}
            error={pdfError}
            onChange={onPickPdf}
            className={styles.file}
          />
        ) : (
          <RegistrationInput key={field} control={form.control} field={field} />
        ),
      )}
      <Button type="submit" block loading={register.isPending}>
        Register Now
      </Button>
    </form>
  );
}
