import type { PasskeyOptionsResponse } from '@atelier/contract/passkeys';
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useInBrowser } from '../../../lib/use-in-browser';

/** Passkeys are offered only where the browser has WebAuthn (never in the prerendered HTML). */
export function usePasskeySupport(): boolean {
  return useInBrowser() && browserSupportsWebAuthn();
}

/** Asks the authenticator to make a passkey with the server's options. */
export function createPasskey(opened: PasskeyOptionsResponse) {
  return startRegistration({
    optionsJSON: opened.options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
}

/** Asks the authenticator to sign the server's challenge. */
export function signWithPasskey(opened: PasskeyOptionsResponse) {
  return startAuthentication({
    optionsJSON: opened.options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
}
