import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useForgotPassword } from '../api/forgot-password';
import { AUTH_UI_MESSAGES } from '../messages';
import { emailError } from '../validation';
import styles from './login-card.module.css';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const forgot = useForgotPassword();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = emailError(email);
    setError(found);
    if (found) return;
    forgot.mutate(
      { email: email.trim() },
      {
        onSuccess: ({ msg }) => {
          // spec-1 §8: the success message is shown in an error-styled toast.
          toast.error(msg);
          setEmail('');
          onBack();
        },
        onError: (err) => {
          toast.error((err instanceof ApiError && err.serverMessage) || AUTH_UI_MESSAGES.forgotFailed);
        },
      },
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="forgot-heading">
      <h1 id="forgot-heading" className={styles.heading}>
        Forgot Password
      </h1>
      <p className={styles.lead}>
        Enter the e-mail you registered with and we will send you a link to reset it.
      </p>
      <TextField
        label="Registered Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
        required
      />
      <Button type="submit" block loading={forgot.isPending}>
        Send Recovery Email
      </Button>
      <button type="button" className={`${styles.linkButton} ${styles.center}`} onClick={onBack}>
        Back to Login
      </button>
    </form>
  );
}
