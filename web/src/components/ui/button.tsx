import type { ButtonHTMLAttributes } from 'react';
import { useInBrowser } from '../../lib/use-in-browser';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: 'md' | 'sm';
  block?: boolean;
}

/** The button look, for links that act as buttons too. */
export function buttonClass({ variant = 'primary', size = 'md', block = false }: ButtonStyle = {}): string {
  return [styles.button, styles[variant], size === 'sm' && styles.small, block && styles.block]
    .filter(Boolean)
    .join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyle {
  /** Shows a spinner and disables the button while work is under way. */
  loading?: boolean;
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  // A submit button of a prerendered page waits for the app: clicked before, the browser would send
  // the form itself (a GET with the fields in the address) instead of the app.
  const inBrowser = useInBrowser();
  return (
    <button
      type={type}
      className={[buttonClass({ variant, size, block }), className].filter(Boolean).join(' ')}
      disabled={disabled || loading || (type === 'submit' && !inBrowser)}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
