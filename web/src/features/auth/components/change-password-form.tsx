import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { PasswordField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser, useSession } from '../../../lib/session/session-context';
import { useChangePassword } from '../api/change-password';
import { AUTH_UI_MESSAGES, VALIDATION_MESSAGES } from '../messages';
import { newPasswordError } from '../password-rules';
import styles from './profile-form.module.css';

interface Errors {
  current?: string | null;
  next?: string | null;
  again?: string | null;
}

/** Settings › Reset Password. A changed password ends every session, so success logs out. */
export function ChangePasswordForm() {
  const user = useCurrentUser();
  const { endLocally } = useSession();
  const navigate = useNavigate();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {
      current: current ? null : VALIDATION_MESSAGES.passwordRequired,
      next: newPasswordError(next),
      again: !again
        ? VALIDATION_MESSAGES.confirmRequired
        : next !== again
          ? AUTH_UI_MESSAGES.changePasswordMismatch
          : null,
    };
    setErrors(found);
    if (found.current || found.next || found.again) return;
    change.mutate(
      { userId: user._id, currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          toast.success(AUTH_UI_MESSAGES.passwordChanged);
          // The server has already ended every session of this user.
          endLocally();
          navigate('/login', { replace: true });
        },
        onError: (error) => {
          toast.error(
            AUTH_UI_MESSAGES.changePasswordFailed(
              error instanceof ApiError ? error.serverMessage : undefined,
            ),
          );
        },
      },
    );
  }

  return (
    <Card aria-labelledby="reset-password-heading">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <CardHeader
          id="reset-password-heading"
          title="Reset Password"
          description="After the change you are signed out everywhere and log in again with the new password."
        />
        <PasswordField
          label="Current Password"
          name="currentPassword"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={errors.current}
          required
        />
        <PasswordField
          label="New Password"
          name="newPassword"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          error={errors.next}
          required
        />
        <PasswordField
          label="Re-enter New Password"
          name="confirmPassword"
          autoComplete="new-password"
          value={again}
          onChange={(e) => setAgain(e.target.value)}
          error={errors.again}
          required
        />
        <div className={styles.actions}>
          <Button type="submit" loading={change.isPending}>
            Change Password
          </Button>
        </div>
      </form>
    </Card>
  );
}
