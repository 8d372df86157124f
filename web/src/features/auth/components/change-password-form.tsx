import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { PasswordField } from '../../../components/ui/field';
import { Field, showServerError, useZodForm } from '../../../components/ui/form';
import { useCurrentUser, useSession } from '../../../lib/session/session-context';
import { useChangePassword } from '../api/change-password';
import { AUTH_MESSAGES, AUTH_UI_MESSAGES } from '../messages';
import { changePasswordFormSchema, changePasswordServerFields } from '../validation';
import { NewPasswordFields } from './new-password-fields';
import styles from './profile-form.module.css';

/** Settings › Reset Password. A changed password ends every session, so success logs out. */
export function ChangePasswordForm() {
  const user = useCurrentUser();
  const { endLocally } = useSession();
  const navigate = useNavigate();
  const change = useChangePassword();
  const form = useZodForm(changePasswordFormSchema, {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { userId: user._id, currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success(AUTH_MESSAGES.passwordChanged);
          // The server has already ended every session of this user.
          endLocally();
          navigate('/login', { replace: true });
        },
        onError: (error) => {
          toast.error(
            AUTH_UI_MESSAGES.changePasswordFailed(
              showServerError(form, error, changePasswordServerFields)?.message,
            ),
          );
        },
      },
    );
  });

  return (
    <Card aria-labelledby="reset-password-heading">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <CardHeader
          id="reset-password-heading"
          title="Reset Password"
          description="After the change you are signed out everywhere and log in again with the new password."
        />
        <Field
          control={form.control}
          name="currentPassword"
          as={PasswordField}
          label="Current Password"
          autoComplete="current-password"
          required
        />
        <NewPasswordFields control={form.control} confirmLabel="Re-enter New Password" />
        <div className={styles.actions}>
          <Button type="submit" loading={change.isPending}>
            Change Password
          </Button>
        </div>
      </form>
    </Card>
  );
}
