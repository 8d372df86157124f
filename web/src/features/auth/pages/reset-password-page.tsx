import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { CloseIcon } from '../../../components/ui/icons';
import { PasswordField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';
import styles from '../components/login-card.module.css';
import { AUTH_UI_MESSAGES, VALIDATION_MESSAGES } from '../messages';
import { newPasswordError, PASSWORD_MIN } from '../password-rules';

interface Errors {
  newPassword?: string | null;
  confirm?: string | null;
}

/** /reset-password/{token}: both fields must match; success, 400 and 401 all lead home. */
export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {
      newPassword: newPasswordError(newPassword),
      confirm: !confirm
        ? VALIDATION_MESSAGES.confirmRequired
        : newPassword !== confirm
          ? AUTH_UI_MESSAGES.resetMismatch
          : null,
    };
    setErrors(found);
    if (found.newPassword || found.confirm) return;
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: ({ msg }) => {
          toast.success(msg);
          navigate('/', { replace: true });
        },
        onError: (error) => {
          const apiError = error instanceof ApiError ? error : null;
          toast.error(apiError?.serverMessage || AUTH_UI_MESSAGES.resetFailed);
          if (apiError?.status === 400 || apiError?.status === 401) navigate('/', { replace: true });
        },
      },
    );
  }

  return (
    <AuthLayout>
      <div className={styles.card}>
        <Link to="/" className={styles.close} aria-label="Close and go to the home page">
          <CloseIcon />
        </Link>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="reset-heading">
          <h1 id="reset-heading" className={styles.heading}>
            Reset Password
          </h1>
          <p className={styles.lead}>Choose a new password of at least {PASSWORD_MIN} characters.</p>
          <PasswordField
            label="New Password"
            name="newPassword"
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
            error={errors.newPassword}
            required
          />
          <PasswordField
            label="Confirm Password"
            name="confirmPassword"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            error={errors.confirm}
            required
          />
          <Button type="submit" block loading={reset.isPending}>
            Save Password
          </Button>
        </form>
      </div>
    </AuthLayout>
  );
}
