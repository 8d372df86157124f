import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/field';
import { Field, showServerError, useZodForm } from '../../../components/ui/form';
import { useForgotPassword } from '../api/forgot-password';
import { AUTH_UI_MESSAGES } from '../messages';
import { forgotPasswordFormSchema, forgotPasswordServerFields } from '../validation';
import styles from './login-card.module.css';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const form = useZodForm(forgotPasswordFormSchema, { defaultValues: { email: '' } });
  const forgot = useForgotPassword();

  const onSubmit = form.handleSubmit((body) => {
    forgot.mutate(body, {
      onSuccess: ({ msg }) => {
        // spec-1 §8: the success message is shown in an error-styled toast.
        toast.error(msg);
        form.reset();
        onBack();
      },
      onError: (err) => {
        toast.error(
          showServerError(form, err, forgotPasswordServerFields)?.message || AUTH_UI_MESSAGES.forgotFailed,
        );
      },
    });
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="forgot-heading">
      <h1 id="forgot-heading" className={styles.heading}>
        Forgot Password
      </h1>
      <p className={styles.lead}>
        Enter the e-mail you registered with and we will send you a link to reset it.
      </p>
      <Field control={form.control} name="email" as={EmailField} label="Registered Email" required />
      <Button type="submit" block loading={forgot.isPending}>
        Send Recovery Email
      </Button>
      <button type="button" className={`${styles.linkButton} ${styles.center}`} onClick={onBack}>
        Back to Login
      </button>
    </form>
  );
}
