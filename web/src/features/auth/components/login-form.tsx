import type { Role } from '@atelier/contract/auth';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { useLogin } from '../api/login';
import { AUTH_UI_MESSAGES, VALIDATION_MESSAGES } from '../messages';
import { ROLE_LABELS } from '../roles';
import { emailError } from '../validation';
import styles from './login-card.module.css';

const ROLE_CHOICES: readonly Role[] = ['student', 'smartLABS', 'admin'];

interface Errors {
  email?: string | null;
  password?: string | null;
}

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const [role, setRole] = useState<Role>('student');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const { signIn } = useSession();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {
      email: emailError(email),
      password: password ? null : VALIDATION_MESSAGES.passwordRequired,
    };
    setErrors(found);
    if (found.email || found.password) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    loginMutation.mutate(
      { email: email.trim(), password, role, remember },
      {
        onSuccess: ({ user, token }) => {
          signIn(user, token, remember);
          navigate(`/dashboard/${user.role}`, { replace: true });
        },
        onError: (error) => {
          toast.error(
            AUTH_UI_MESSAGES.loginFailed(error instanceof ApiError ? error.serverMessage : undefined),
          );
        },
      },
    );
  }

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
              <input
                type="radio"
                id={`login-role-${choice}`}
                name="role"
                value={choice}
                checked={role === choice}
                onChange={() => setRole(choice)}
              />
              <label htmlFor={`login-role-${choice}`}>{ROLE_LABELS[choice]}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <TextField
        ref={emailRef}
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        required
      />
      <PasswordField
        ref={passwordRef}
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        required
      />
      <div className={styles.row}>
        <label className={styles.checkbox}>
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
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
