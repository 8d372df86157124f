import type { SubmitResponse } from '@atelier/contract/waitlist';
import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { Field, showServerError, useZodForm } from '../../../components/ui/form';
import { GENDER_OPTIONS, PersonInput } from '../../../components/ui/person-inputs';
import { ApiError } from '../../../lib/api-client';
import { useJoinWaitlist } from '../api/join-waitlist';
import type { MainUser } from '../main-user';
import { WAITLIST_MESSAGES } from '../messages';
import {
  WAITLIST_FIELDS,
  missingWaitlistField,
  waitlistFormSchema,
  waitlistServerFields,
} from '../validation';
import styles from './waitlist.module.css';

// One 'fill all' toast however often the form is sent incomplete; it goes once the form is complete.
const FILL_ALL_TOAST = 'waitlist-fill-all';

/** spec-1 §2: the country is India and cannot be changed here. */
const COUNTRY = 'India';

interface WaitlistFormProps {
  /** The code of the friend who sent the visitor (the link's ?ref=), else empty. */
  refCode: string;
  onJoined: (user: MainUser, answer: SubmitResponse) => void;
}

/** spec-1 §8 when the server gives no words of its own: it answered, or nothing answered at all. */
const joinFailure = (error: unknown) =>
  error instanceof ApiError && error.status !== 0
    ? WAITLIST_MESSAGES.joinFailed
    : WAITLIST_MESSAGES.unexpected;

export function WaitlistForm({ refCode, onJoined }: WaitlistFormProps) {
  const form = useZodForm(waitlistFormSchema, {
    defaultValues: { name: '', gender: '', email: '', country: COUNTRY, phone: '', institution: '', refCode },
  });
  const join = useJoinWaitlist();
  const { control } = form;

  // The school's default code arrives with the site settings, maybe after the form: it fills the
  // field only while the visitor has not typed one.
  useEffect(() => {
    if (refCode && !form.getFieldState('refCode').isDirty && !form.getValues('refCode')) {
      form.setValue('refCode', refCode);
    }
  }, [refCode, form]);

  const onSubmit = form.handleSubmit(
    (body) => {
      toast.dismiss(FILL_ALL_TOAST);
      join.mutate(body, {
        onSuccess: (answer) => onJoined({ ...body, referralCode: answer.referralCode }, answer),
        onError: (error) => {
          const problem = showServerError(form, error, waitlistServerFields);
          toast.error(problem?.message ?? joinFailure(error));
        },
      });
    },
    () => {
      if (missingWaitlistField(form.getValues()))
        toast.error(WAITLIST_MESSAGES.fillAll, { toastId: FILL_ALL_TOAST });
    },
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="waitlist-form-heading">
      <h2 id="waitlist-form-heading" className={styles.formHeading}>
        Your details
      </h2>
      <PersonInput control={control} name="name" label={WAITLIST_FIELDS.name} />
      <div className={styles.pair}>
        <Field
          control={control}
          name="gender"
          as={SelectField}
          label={WAITLIST_FIELDS.gender}
          options={GENDER_OPTIONS}
          required
        />
        <PersonInput
          control={control}
          name="country"
          label={WAITLIST_FIELDS.country}
          hint="Early access is open in India."
        />
      </div>
      <PersonInput control={control} name="email" label={WAITLIST_FIELDS.email} />
      <PersonInput control={control} name="phone" label={WAITLIST_FIELDS.phone} />
      <PersonInput control={control} name="institution" label={WAITLIST_FIELDS.institution} />
      <PersonInput
        control={control}
        name="refCode"
        label={WAITLIST_FIELDS.refCode}
        hint="The code of the friend who invited you."
        required
      />
      <Button type="submit" block loading={join.isPending}>
        Join The Waitlist
      </Button>
    </form>
  );
}
