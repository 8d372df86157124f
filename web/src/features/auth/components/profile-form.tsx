import { GENDERS, type User } from '@atelier/contract/auth';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { SelectField, TextField } from '../../../components/ui/field';
import { Field, showServerError, useZodForm } from '../../../components/ui/form';
import { useSession } from '../../../lib/session/session-context';
import { useUpdateProfile } from '../api/update-profile';
import { AUTH_UI_MESSAGES, PROFILE_MESSAGES } from '../messages';
import { ROLE_LABELS } from '../roles';
import { profileFormSchema, profileServerFields } from '../validation';
import { AvatarPicker } from './avatar-picker';
import styles from './profile-form.module.css';

type ProfileValues = z.input<typeof profileFormSchema>;

const GENDER_OPTIONS = [
  { value: '', label: 'Prefer not to say' },
  ...GENDERS.map((gender) => ({ value: gender, label: gender[0]!.toUpperCase() + gender.slice(1) })),
];

function valuesOf(user: User): ProfileValues {
  const { name, gender, country, institution, phone, avatar } = user;
  // The server only stores genders from the list (or none).
  return { name, gender: gender as ProfileValues['gender'], country, institution, phone, avatar };
}

/** The profile's text boxes, with what the browser may fill them from. */
const TEXT_FIELDS = {
  name: { label: 'Name', autoComplete: 'name' },
  country: { label: 'Country', autoComplete: 'country-name' },
  institution: { label: 'Institution', autoComplete: 'organization' },
  phone: { label: 'Phone', autoComplete: 'tel', type: 'tel' },
} as const;

/** View mode shows the fields read-only; Edit unlocks them; Save sends them; Cancel restores them. */
export function ProfileForm({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const form = useZodForm(profileFormSchema, { defaultValues: valuesOf(user) });
  const { control } = form;
  const { updateUser } = useSession();
  const update = useUpdateProfile(user._id);

  function cancel() {
    form.reset(valuesOf(user));
    setEditing(false);
  }

  const onSubmit = form.handleSubmit((body) => {
    update.mutate(body, {
      onSuccess: ({ user: saved }) => {
        updateUser(saved);
        form.reset(valuesOf(saved));
        setEditing(false);
        toast.success(PROFILE_MESSAGES.updated);
      },
      onError: (error) => {
        // The spec's toast names no reason: a refused field shows its own.
        showServerError(form, error, profileServerFields);
        toast.error(AUTH_UI_MESSAGES.profileUpdateFailed);
      },
    });
  });

  const readOnly = !editing;
  const text = (name: keyof typeof TEXT_FIELDS) => (
    <Field control={control} name={name} as={TextField} {...TEXT_FIELDS[name]} readOnly={readOnly} />
  );
  return (
    <Card as="section" aria-labelledby="profile-details">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <CardHeader
          id="profile-details"
          title="Personal details"
          description="Your e-mail and role cannot be changed."
        />
        <Controller
          control={control}
          name="avatar"
          render={({ field }) => (
            <AvatarPicker value={field.value ?? ''} onChange={field.onChange} disabled={readOnly} />
          )}
        />
        <div className={styles.grid}>
          {text('name')}
          <Field
            control={control}
            name="gender"
            as={SelectField}
            label="Gender"
            options={GENDER_OPTIONS}
            disabled={readOnly}
          />
          {text('country')}
          {text('institution')}
          {text('phone')}
          <TextField label="Email" name="email" type="email" value={user.email} readOnly />
          <TextField label="Role" name="role" value={ROLE_LABELS[user.role]} readOnly />
        </div>
        <div className={styles.actions}>
          {editing ? (
            <>
              <Button variant="secondary" onClick={cancel} disabled={update.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={update.isPending}>
                Save
              </Button>
            </>
          ) : (
            <Button onClick={() => setEditing(true)}>Edit</Button>
          )}
        </div>
      </form>
    </Card>
  );
}
