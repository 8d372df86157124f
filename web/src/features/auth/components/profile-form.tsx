import { GENDERS, updateProfileBodySchema, type UpdateProfileBody, type User } from '@atelier/contract/auth';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { SelectField, TextField } from '../../../components/ui/field';
import { useSession } from '../../../lib/session/session-context';
import { useUpdateProfile } from '../api/update-profile';
import { AUTH_UI_MESSAGES, PROFILE_MESSAGES, VALIDATION_MESSAGES } from '../messages';
import { ROLE_LABELS } from '../roles';
import { AvatarPicker } from './avatar-picker';
import styles from './profile-form.module.css';

type Draft = Required<Pick<UpdateProfileBody, 'name' | 'country' | 'institution' | 'phone' | 'avatar'>> & {
  gender: string;
};
type DraftErrors = Partial<Record<keyof Draft, string>>;

const GENDER_OPTIONS = [
  { value: '', label: 'Prefer not to say' },
  ...GENDERS.map((gender) => ({ value: gender, label: gender[0]!.toUpperCase() + gender.slice(1) })),
];

function draftOf(user: User): Draft {
  const { name, gender, country, institution, phone, avatar } = user;
  return { name, gender, country, institution, phone, avatar };
}

function validate(draft: Draft): { body: UpdateProfileBody | null; errors: DraftErrors } {
  if (!draft.name.trim()) return { body: null, errors: { name: VALIDATION_MESSAGES.nameRequired } };
  const parsed = updateProfileBodySchema.safeParse(draft);
  if (parsed.success) return { body: parsed.data, errors: {} };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof Draft;
    const text = issue.message.charAt(0).toUpperCase() + issue.message.slice(1);
    errors[field] ??= text.endsWith('.') ? text : `${text}.`;
  }
  return { body: null, errors };
}

/** View mode shows the fields read-only; Edit unlocks them; Save sends them; Cancel restores them. */
export function ProfileForm({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(user));
  const [errors, setErrors] = useState<DraftErrors>({});
  const { updateUser } = useSession();
  const update = useUpdateProfile(user._id);
  const set = (field: keyof Draft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  function cancel() {
    setDraft(draftOf(user));
    setErrors({});
    setEditing(false);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { body, errors: found } = validate(draft);
    setErrors(found);
    if (!body) return;
    update.mutate(body, {
      onSuccess: ({ user: saved }) => {
        updateUser(saved);
        setDraft(draftOf(saved));
        setEditing(false);
        toast.success(PROFILE_MESSAGES.updated);
      },
      onError: () => toast.error(AUTH_UI_MESSAGES.profileUpdateFailed),
    });
  }

  const readOnly = !editing;
  return (
    <Card as="section" aria-labelledby="profile-details">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <CardHeader
          id="profile-details"
          title="Personal details"
          description="Your e-mail and role cannot be changed."
        />
        <AvatarPicker value={draft.avatar} onChange={set('avatar')} disabled={readOnly} />
        <div className={styles.grid}>
          <TextField
            label="Name"
            name="name"
            autoComplete="name"
            value={draft.name}
            onChange={(e) => set('name')(e.target.value)}
            readOnly={readOnly}
            error={errors.name}
          />
          <SelectField
            label="Gender"
            name="gender"
            value={draft.gender}
            onChange={(e) => set('gender')(e.target.value)}
            disabled={readOnly}
            options={GENDER_OPTIONS}
            error={errors.gender}
          />
          <TextField
            label="Country"
            name="country"
            autoComplete="country-name"
            value={draft.country}
            onChange={(e) => set('country')(e.target.value)}
            readOnly={readOnly}
            error={errors.country}
          />
          <TextField
            label="Institution"
            name="institution"
            autoComplete="organization"
            value={draft.institution}
            onChange={(e) => set('institution')(e.target.value)}
            readOnly={readOnly}
            error={errors.institution}
          />
          <TextField
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            value={draft.phone}
            onChange={(e) => set('phone')(e.target.value)}
            readOnly={readOnly}
            error={errors.phone}
          />
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
