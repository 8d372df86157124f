import type { Role, SignInResult } from '@atelier/contract/auth';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { EmailField, PasswordField } from '../../../components/ui/field';
import { Field, showServerError, useZodForm } from '../../../components/ui/form';
import { useLogin } from '../api/login';
import { AUTH_UI_MESSAGES } from '../messages';
import { ROLE_LABELS } from '../roles';
import { loginFormSchema, loginServerFields } from '../validation';
import styles from './login-card.module.css';
import { useFinishSignIn } from './use-finish-sign-in';

/** A sign-in that needs another step after the password (a second factor, or setting one up). */
export type NextStep = Exclude<SignInResult, { token: string }>;

const ROLE_CHOICES: readonly Role[] = ['student', 'smartLABS', 'admin'];
const DEFAULT_ROLE: Role = 'student';

interface LoginFormProps {
  onForgotPassword: () => void;
  /** The password was right, and the sign-in goes on (`remember` as ticked). */
  onNextStep: (step: NextStep, remember: boolean) => void;
}

const EMPTY: { role: Role; email: string; password: string; remember: boolean } = {
  role: DEFAULT_ROLE,
  email: '',
  password: '',
  remember: false,
};

/**
 * The login page is prerendered, so a role may be chosen or an e-mail typed before the page's code
 * has run: the form then starts from what the page already holds, instead of hydration resetting it.
 */
function valuesOnThePage(): typeof EMPTY {
  if (typeof document === 'undefined') return EMPTY;
  const form = document.querySelector<HTMLFormElement>('form[aria-labelledby="login-heading"]');
  if (!form) return EMPTY;
  const input = (selector: string) => form.querySelector<HTMLInputElement>(selector);
  const role = input('input[name="role"]:checked')?.value;
  return {
    role: ROLE_CHOICES.find((choice) => choice === role) ?? DEFAULT_ROLE,
    email: input('input[name="email"]')?.value ?? '',
    password: input('input[name="password"]')?.value ?? '',
    remember: input('input[name="remember"]')?.checked ?? false,
  };
}

export function LoginForm({ onForgotPassword, onNextStep }: LoginFormProps) {
  const [defaultValues] = useState(valuesOnThePage);
  const form = useZodForm(loginFormSchema, { defaultValues });
  const finishSignIn = useFinishSignIn();
  const loginMutation = useLogin();

  const onSubmit = form.handleSubmit((body) => {
    loginMutation.mutate(body, {
      onSuccess: (result) => {
        if ('next' in result) onNextStep(result, body.remember);
        else finishSignIn(result, body.remember);
      },
      onError: (error) => {
        toast.error(AUTH_UI_MESSAGES.loginFailed(showServerError(form, error, loginServerFields)?.message));
      },
    });
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="login-heading">
      <h1 id="login-heading" className={styles.heading}>
        Login
      </h1>
      <p className={styles.lead}>Welcome back. Choose your role and sign in.</p>
      <fieldset className={styles.roles}>
        <legend className={styles.legend}>Login as</legend>
        <div className={styles.segments}>
          {ROLE_CHOICES.map((choice) => (
            <div key={choice} className={styles.segment}>
              {/* Checked in the HTML too (the prerendered page), not only once the form's code runs;
                  on the page, the role chosen before the code ran stays chosen (valuesOnThePage). */}
              <input
                type="radio"
                id={`login-role-${choice}`}
                value={choice}
                defaultChecked={choice === defaultValues.role}
                {...form.register('role')}
              />
              <label htmlFor={`login-role-${choice}`}>{ROLE_LABELS[choice]}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <Field control={form.control} name="email" as={EmailField} label="Email" required />
      <Field
        control={form.control}
        name="password"
        as={PasswordField}
        label="Password"
        autoComplete="current-password"
        required
      />
      <div className={styles.row}>
        <label className={styles.checkbox}>
          <input type="checkbox" {...form.register('remember')} />
          Remember Me
        </label>
        <button type="button" className={styles.linkButton} onClick={onForgotPassword}>
          Forget Password?
        </button>
      </div>
      <Button type="submit" block loading={loginMutation.isPending}>
        Login
      </Button>
    </form>
  );
}
