import { PASSWORD_MIN } from '@atelier/contract/auth';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { showServerError, useZodForm } from '../../../components/ui/form';
import { CloseIcon } from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordFields } from '../components/new-password-fields';
import styles from '../components/login-card.module.css';
import { AUTH_MESSAGES, AUTH_UI_MESSAGES, INVITE_TEXT } from '../messages';
import { resetPasswordFormSchema, resetPasswordServerFields } from '../validation';

/**
 * /reset-password/{token}: both fields must match; success, 400 and 401 all lead home, except a
 * refused new password, which stays to be corrected. An invitation's link (`?invite=1`, the same
 * kind of single-use token) reads as a welcome and leads to the login instead.
 */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const invite = search.get('invite') === '1';
  usePageTitle(invite ? INVITE_TEXT.title : 'Reset Password');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const after = invite ? '/login' : '/';
  const reset = useResetPassword();
  const form = useZodForm(resetPasswordFormSchema, {
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(({ newPassword }) => {
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: ({ msg }) => {
          toast.success(invite ? AUTH_MESSAGES.inviteDone : msg);
          navigate(after, { replace: true });
        },
        onError: (error) => {
          const problem = showServerError(form, error, resetPasswordServerFields);
          toast.error(problem?.message || AUTH_UI_MESSAGES.resetFailed);
          if (problem?.name) return;
          const status = error instanceof ApiError ? error.status : undefined;
          if (status === 400 || status === 401) navigate(after, { replace: true });
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
            {invite ? INVITE_TEXT.title : 'Reset Password'}
          </h1>
          {invite ? (
            <p className={styles.lead}>{INVITE_TEXT.welcome(PASSWORD_MIN)}</p>
          ) : (
            <p className={styles.lead}>Choose a new password of at least {PASSWORD_MIN} characters.</p>
          )}
          <NewPasswordFields control={form.control} confirmLabel="Confirm Password" />
          <Button type="submit" block loading={reset.isPending}>
            {invite ? INVITE_TEXT.submit : 'Save Password'}
          </Button>
        </form>
      </div>
    </AuthLayout>
  );
}
