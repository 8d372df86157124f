import { useState } from 'react';
import { ConfirmIdentityDialog } from './confirm-identity-dialog';

/** A step-up token is reused while it has this much life left; after that the dialog asks again. */
const MARGIN_MS = 30_000;

/**
 * Runs a factor change with a fresh step-up token: the one held while it lasts, else after the
 * "Confirm it's you" dialog. `forget` drops it (the server said it expired).
 */
export function useStepUpGate(totp: boolean) {
  const [held, setHeld] = useState<{ token: string; until: number }>();
  const [waiting, setWaiting] = useState<{ action: (token: string) => void }>();

  const run = (action: (token: string) => void) => {
    if (held && held.until - MARGIN_MS > Date.now()) action(held.token);
    else setWaiting({ action });
  };

  const dialog = waiting ? (
    <ConfirmIdentityDialog
      totp={totp}
      onClose={() => setWaiting(undefined)}
      onConfirmed={({ stepUp, expiresAt }) => {
        setHeld({ token: stepUp, until: Date.parse(expiresAt) });
        setWaiting(undefined);
        waiting.action(stepUp);
      }}
    />
  ) : null;

  return { run, dialog, forget: () => setHeld(undefined) };
}
