import { passkeyNameSchema } from '@atelier/contract/passkeys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { passkeysChanged, registerOptions, registerVerify } from './api/passkeys';
import { PASSKEY_TEXT, PASSKEY_UI_TEXT } from './messages';
import styles from './passkeys.module.css';
import { createPasskey } from './webauthn';

async function addPasskey({ name, stepUp }: { name: string; stepUp: string }) {
  const opened = await registerOptions(stepUp);
  return registerVerify(stepUp, { challenge: opened.challenge, name, response: await createPasskey(opened) });
}

/**
 * Names a new passkey, then asks the browser to make it; `stepUp` runs it once the user confirmed
 * it's them (the section's step-up gate), `failed` hears a refusal.
 */
export function AddPasskeyForm({
  stepUp,
  failed,
}: {
  stepUp: (action: (token: string) => void) => void;
  failed: (error: unknown, fallback: string) => void;
}) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const add = useMutation({ mutationFn: addPasskey });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passkeyNameSchema.safeParse(name);
    setProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (!parsed.success) return;
    stepUp((token) =>
      add.mutate(
        { name: parsed.data, stepUp: token },
        {
          onSuccess: async () => {
            setName('');
            toast.success(PASSKEY_TEXT.added);
            await Promise.all(
              passkeysChanged().map((queryKey) => queryClient.invalidateQueries({ queryKey })),
            );
          },
          onError: (error) => failed(error, PASSKEY_UI_TEXT.ceremonyFailed),
        },
      ),
    );
  };

  return (
    <form className={styles.add} onSubmit={onSubmit} noValidate>
      <TextField
        label={PASSKEY_UI_TEXT.nameLabel}
        hint={PASSKEY_UI_TEXT.nameHint}
        error={problem}
        value={name}
        maxLength={60}
        onChange={(event) => setName(event.target.value)}
        className={styles.nameField}
      />
      <Button type="submit" loading={add.isPending}>
        {PASSKEY_UI_TEXT.add}
      </Button>
    </form>
  );
}
