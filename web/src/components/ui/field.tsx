import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import styles from './field.module.css';
import { EyeIcon, EyeOffIcon } from './icons';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** Whether a shown error is a role="alert" (default); the text areas' errors never were. */
  alertError?: boolean;
  children: ReactNode;
  className?: string;
}

function FieldFrame({ id, label, hint, error, alertError = true, children, className }: FieldFrameProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && !error && (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className={styles.error} id={`${id}-error`} role={alertError ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, hint: ReactNode, error: string | null | undefined): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
}

export function TextField({ label, hint, error, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </FieldFrame>
  );
}

type TypedTextFieldProps = Omit<TextFieldProps, 'type'>;

/** A web address: the URL keyboard and 'https://' as the example, unless the caller gives another. */
export function UrlField(props: TypedTextFieldProps) {
  return <TextField type="url" inputMode="url" placeholder="https://" {...props} />;
}

/** An e-mail address: the e-mail keyboard, and the browser's saved address unless `autoComplete` says otherwise. */
export function EmailField(props: TypedTextFieldProps) {
  return <TextField type="email" inputMode="email" autoComplete="email" {...props} />;
}

interface TextareaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
}

/** A labelled multi-line text box in the look of TextField; it grows only downwards. */
export function TextareaField({ label, hint, error, className, ...textarea }: TextareaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} alertError={false} className={className}>
      <textarea
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...textarea}
      />
    </FieldFrame>
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a show/hide toggle ('Show password' / 'Hide password'). */
export function PasswordField({ label, hint, error, className, ...input }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <div className={styles.control}>
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={`${styles.input} ${styles.withToggle}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...input}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </FieldFrame>
  );
}

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  options: readonly { value: string; label: string }[];
}

export function SelectField({ label, hint, error, options, className, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <select
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
