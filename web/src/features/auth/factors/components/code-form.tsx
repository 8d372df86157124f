import { recoveryCodeSchema, totpCodeSchema } from '@atelier/contract/factors';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { Field, worded, useZodForm } from '../../../../components/ui/form';
import { errorText } from '../../../../lib/error-text';
import styles from './factors.module.css';

const SCHEMAS = {
  totp: z.object({ code: worded(totpCodeSchema, 'The code') }),
  recovery: z.object({ code: worded(recoveryCodeSchema, 'The code') }),
};

interface CodeFormProps {
  kind: 'totp' | 'recovery';
  label: string;
  submitLabel: string;
  /** Sends the code; a refusal shows under the field, in the server's words. */
  onSubmit: (code: string) => Promise<unknown>;
  children?: ReactNode;
}

/** One code (an authenticator app's six digits, or a recovery code) and its submit button. */
export function CodeForm({ kind, label, submitLabel, onSubmit, children }: CodeFormProps) {
  const form = useZodForm(SCHEMAS[kind], { defaultValues: { code: '' } });
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await onSubmit(code);
    } catch (error) {
      form.setError('code', { type: 'server', message: errorText(error) }, { shouldFocus: true });
    }
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field
        control={form.control}
        name="code"
        as={TextField}
        label={label}
        autoComplete="one-time-code"
        inputMode={kind === 'totp' ? 'numeric' : 'text'}
        spellCheck={false}
        autoFocus
        className={styles.codeField}
      />
      <Button type="submit" block loading={form.formState.isSubmitting}>
        {submitLabel}
      </Button>
      {children}
    </form>
  );
}
