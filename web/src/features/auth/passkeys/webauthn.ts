import type { PasskeyOptionsResponse } from '@atelier/contract/passkeys';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useInBrowser } from '../../../lib/use-in-browser';

/**
 * Passkeys are offered only where the browser has WebAuthn (never in the prerendered HTML). The check
 * is the library's own (`browserSupportsWebAuthn`), written here so the login page does not load the
 * library until a ceremony starts.
 */
export function usePasskeySupport(): boolean {
  const inBrowser = useInBrowser();
  return inBrowser && typeof window.PublicKeyCredential === 'function';
}

/** The WebAuthn library, loaded with the first ceremony. */
const webauthn = () => import('@simplewebauthn/browser');

/** Asks the authenticator to make a passkey with the server's options. */
export async function createPasskey(opened: PasskeyOptionsResponse) {
  const { startRegistration } = await webauthn();
  return startRegistration({
    optionsJSON: opened.options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
}

/** Asks the authenticator to sign the server's challenge. */
export async function signWithPasskey(opened: PasskeyOptionsResponse) {
  const { startAuthentication } = await webauthn();
  return startAuthentication({
    optionsJSON: opened.options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
}
