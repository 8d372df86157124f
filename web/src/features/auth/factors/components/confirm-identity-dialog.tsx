import type { StepUpResponse } from '@atelier/contract/factors';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '../../../../components/ui/button';
import { PasswordField } from '../../../../components/ui/field';
import { Field, useZodForm } from '../../../../components/ui/form';
import { Modal } from '../../../../components/ui/modal';
import { errorText } from '../../../../lib/error-text';
import { useStepUp } from '../api/step-up';
import { FACTOR_UI_TEXT } from '../messages';
import { CodeForm } from './code-form';
import styles from './factors.module.css';

const passwordForm = z.object({ password: z.string().min(1, 'Password is required.') });

interface ConfirmIdentityDialogProps {
  /** Whether the user has an authenticator app (then a code may stand in for the password). */
  totp: boolean;
  onConfirmed: (stepUp: StepUpResponse) => void;
  onClose: () => void;
}

/** "Confirm it's you": the password (or an authenticator code) again, before a factor changes. */
export function ConfirmIdentityDialog({ totp, onConfirmed, onClose }: ConfirmIdentityDialogProps) {
  const [mode, setMode] = useState<'password' | 'totp'>('password');
  const stepUp = useStepUp();
  const form = useZodForm(passwordForm, { defaultValues: { password: '' } });
  const submitPassword = form.handleSubmit(async ({ password }) => {
    try {
      onConfirmed(await stepUp.mutateAsync({ password }));
    } catch (error) {
      form.setError('password', { type: 'server', message: errorText(error) }, { shouldFocus: true });
    }
  });

  return (
    <Modal title={FACTOR_UI_TEXT.confirmHeading} onClose={onClose}>
      <div className={styles.form}>
        <p className={styles.lead}>{FACTOR_UI_TEXT.confirmLead}</p>
        {mode === 'password' ? (
          <form className={styles.form} onSubmit={submitPassword} noValidate>
            <Field
              control={form.control}
              name="password"
              as={PasswordField}
              label={FACTOR_UI_TEXT.password}
              autoComplete="current-password"
              autoFocus
            />
            <Button type="submit" block loading={form.formState.isSubmitting}>
              {FACTOR_UI_TEXT.confirm}
            </Button>
          </form>
        ) : (
          <CodeForm
            kind="totp"
            label={FACTOR_UI_TEXT.codeLabel}
            submitLabel={FACTOR_UI_TEXT.confirm}
            onSubmit={async (code) => onConfirmed(await stepUp.mutateAsync({ method: 'totp', code }))}
          />
        )}
        {totp && (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => setMode(mode === 'password' ? 'totp' : 'password')}
          >
            {mode === 'password' ? FACTOR_UI_TEXT.useCode : FACTOR_UI_TEXT.usePassword}
          </button>
        )}
      </div>
    </Modal>
  );
}
