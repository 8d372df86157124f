import type { LoginResponse } from '@atelier/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { toastError } from '../../../lib/error-toast';
import { secondFactorOptions, secondFactorVerify } from './api/passkeys';
import { PASSKEY_UI_TEXT } from './messages';
import { signWithPasskey, usePasskeySupport } from './webauthn';

async function confirmWithPasskey(challenge: string) {
  const opened = await secondFactorOptions(challenge);
  return secondFactorVerify({
    challenge,
    passkeyChallenge: opened.challenge,
    response: await signWithPasskey(opened),
  });
}

/** The second step after a password: one of the account's passkeys instead of a code. */
export function PasskeySecondFactorButton({
  challenge,
  onSignedIn,
}: {
  challenge: string;
  onSignedIn: (session: LoginResponse) => void;
}) {
  const supported = usePasskeySupport();
  const ceremony = useMutation({ mutationFn: confirmWithPasskey });
  if (!supported) return null;
  return (
    <Button
      variant="secondary"
      block
      loading={ceremony.isPending}
      onClick={() =>
        ceremony.mutate(challenge, {
          onSuccess: onSignedIn,
          onError: (error) => toastError(error, PASSKEY_UI_TEXT.ceremonyFailed),
        })
      }
    >
      {PASSKEY_UI_TEXT.useAsSecondFactor}
    </Button>
  );
}
