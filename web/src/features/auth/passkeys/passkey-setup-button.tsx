import type { SetupDone } from '@atelier/contract/factors';
import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { toastError } from '../../../lib/error-toast';
import { setupOptions, setupVerify } from './api/passkeys';
import { PASSKEY_UI_TEXT } from './messages';
import { createPasskey, usePasskeySupport } from './webauthn';

async function setUpPasskey(challenge: string) {
  const opened = await setupOptions(challenge);
  return setupVerify({
    challenge,
    passkeyChallenge: opened.challenge,
    name: PASSKEY_UI_TEXT.setUpName,
    response: await createPasskey(opened),
  });
}

/**
 * The sign-in walk-through's other way: a passkey as the second factor. `onDone` gets the session
 * and the recovery codes to show.
 */
export function PasskeySetupButton({
  challenge,
  onDone,
}: {
  challenge: string;
  onDone: (done: SetupDone) => void;
}) {
  const supported = usePasskeySupport();
  const ceremony = useMutation({ mutationFn: setUpPasskey });
  if (!supported) return null;
  return (
    <Button
      variant="secondary"
      block
      loading={ceremony.isPending}
      onClick={() =>
        ceremony.mutate(challenge, {
          onSuccess: onDone,
          onError: (error) => toastError(error, PASSKEY_UI_TEXT.ceremonyFailed),
        })
      }
    >
      {PASSKEY_UI_TEXT.setUp}
    </Button>
  );
}
