import type { LoginResponse } from '@atelier/contract/auth';
import { secondFactorOptions, secondFactorVerify } from './api/passkeys';
import { CeremonyButton } from './ceremony-button';
import { PASSKEY_UI_TEXT } from './messages';
import { signWithPasskey } from './webauthn';

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
  return (
    <CeremonyButton
      label={PASSKEY_UI_TEXT.useAsSecondFactor}
      ceremony={() => confirmWithPasskey(challenge)}
      onDone={onSignedIn}
    />
  );
}
