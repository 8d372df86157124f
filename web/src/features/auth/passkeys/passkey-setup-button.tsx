import type { SetupDone } from '@atelier/contract/factors';
import { setupOptions, setupVerify } from './api/passkeys';
import { CeremonyButton } from './ceremony-button';
import { PASSKEY_UI_TEXT } from './messages';
import { createPasskey } from './webauthn';

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
  return (
    <CeremonyButton label={PASSKEY_UI_TEXT.setUp} ceremony={() => setUpPasskey(challenge)} onDone={onDone} />
  );
}
