import type { ReactNode } from 'react';
import { Button } from './button';

interface FormActionsProps {
  className?: string;
  pending: boolean;
  /** Shows a Cancel button before the submit button. */
  onCancel?: () => void;
  /** Another button before the submit button (a draft's Save). */
  extra?: ReactNode;
  /** The submit button's words. */
  children: ReactNode;
}

/** A form's last row: Cancel or another button, then the submit button, busy while the form is sent. */
export function FormActions({ className, pending, onCancel, extra, children }: FormActionsProps) {
  return (
    <div className={className}>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      )}
      {extra}
      <Button type="submit" loading={pending}>
        {children}
      </Button>
    </div>
  );
}
