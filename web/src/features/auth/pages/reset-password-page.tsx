import { PASSWORD_MIN } from '@atelier/contract/auth';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/field';
import { Field, showServerError, useZodForm } from '../../../components/ui/form';
import { CloseIcon } from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';
import styles from '../components/login-card.module.css';
import { AUTH_UI_MESSAGES } from '../messages';
import { resetPasswordFormSchema, resetPasswordServerFields } from '../validation';

/**
 * /reset-password/{token}: both fields must match; success, 400 and 401 all lead home, except a
 * refused new password, which stays to be corrected.
 */
export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useZodForm(resetPasswordFormSchema, {
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(({ newPassword }) => {
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: ({ msg }) => {
          toast.success(msg);
          navigate('/', { replace: true });
        },
        onError: (error) => {
          const problem = showServerError(form, error, resetPasswordServerFields);
          toast.error(problem?.message || AUTH_UI_MESSAGES.resetFailed);
          if (problem?.name) return;
          const status = error instanceof ApiError ? error.status : undefined;
          if (status === 400 || status === 401) navigate('/', { replace: true });
        },
      },
    );
  });

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
          <Field
            control={form.control}
            name="newPassword"
            as={PasswordField}
            label="New Password"
            autoComplete="new-password"
            required
          />
          <Field
            control={form.control}
            name="confirmPassword"
            as={PasswordField}
            label="Confirm Password"
            autoComplete="new-password"
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
