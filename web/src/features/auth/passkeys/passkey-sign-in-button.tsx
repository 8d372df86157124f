import { useFinishSignIn } from '../components/use-finish-sign-in';
import { signInOptions, signInVerify } from './api/passkeys';
import { CeremonyButton } from './ceremony-button';
import { PASSKEY_UI_TEXT } from './messages';
import { signWithPasskey } from './webauthn';

async function signInWithPasskey() {
  const opened = await signInOptions();
  return signInVerify({ challenge: opened.challenge, response: await signWithPasskey(opened) });
}

/** The login card's "Sign in with a passkey": no e-mail typed, the browser offers the passkeys it has. */
export function PasskeySignInButton() {
  const finishSignIn = useFinishSignIn();
  return (
    <CeremonyButton
      label={PASSKEY_UI_TEXT.signIn}
      ceremony={signInWithPasskey}
      // A passkey is both factors: the answer is always a session.
      onDone={(result) => 'token' in result && finishSignIn(result, false)}
    />
  );
}
