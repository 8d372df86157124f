import type { Control, FieldPath } from 'react-hook-form';
import { PasswordField } from '../../../components/ui/field';
import { Field } from '../../../components/ui/form';

interface PasswordPair {
  newPassword: string;
  confirmPassword: string;
}

/** The new password and its repetition, as the reset page and Settings › Reset Password ask for them. */
export function NewPasswordFields<TValues extends PasswordPair>({
  control,
  confirmLabel,
}: {
  control: Control<TValues>;
  confirmLabel: string;
}) {
  return (
    <>
      <Field
        control={control}
        name={'newPassword' as FieldPath<TValues>}
        as={PasswordField}
        label="New Password"
        autoComplete="new-password"
        required
      />
      <Field
        control={control}
        name={'confirmPassword' as FieldPath<TValues>}
        as={PasswordField}
        label={confirmLabel}
        autoComplete="new-password"
        required
      />
    </>
  );
}
