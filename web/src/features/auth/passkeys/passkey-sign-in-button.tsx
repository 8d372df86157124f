import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { toastError } from '../../../lib/error-toast';
import { useFinishSignIn } from '../components/use-finish-sign-in';
import { signInOptions, signInVerify } from './api/passkeys';
import { PASSKEY_UI_TEXT } from './messages';
import { signWithPasskey, usePasskeySupport } from './webauthn';

async function signInWithPasskey() {
  const opened = await signInOptions();
  return signInVerify({ challenge: opened.challenge, response: await signWithPasskey(opened) });
}

/** The login card's "Sign in with a passkey": no e-mail typed, the browser offers the passkeys it has. */
export function PasskeySignInButton() {
  const supported = usePasskeySupport();
  const finishSignIn = useFinishSignIn();
  const ceremony = useMutation({ mutationFn: signInWithPasskey });
  if (!supported) return null;

  const onClick = () =>
    ceremony.mutate(undefined, {
      onSuccess: (result) => {
        // A passkey is both factors: the answer is always a session.
        if ('token' in result) finishSignIn(result, false);
      },
      onError: (error) => toastError(error, PASSKEY_UI_TEXT.ceremonyFailed),
    });

  return (
    <Button variant="secondary" block loading={ceremony.isPending} onClick={onClick}>
      {PASSKEY_UI_TEXT.signIn}
    </Button>
  );
}
