/**
 * The WebAuthn ceremonies, checked by `@simplewebauthn/server`: the relying party is the site at
 * PUBLIC_URL (its host name is the RP id, its origin the one origin accepted, exactly). Every
 * passkey is discoverable and user-verified: it is both factors.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Config } from '../../../config';
import type { PasskeyRow } from './passkeys.store';

/** How long the browser has for a ceremony (and the step that waits for its answer). */
export const CEREMONY_TTL_MS = 5 * 60 * 1000;

export function relyingParty(config: Config): { rpID: string; origin: string; rpName: string } {
  const url = new URL(config.publicUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: config.productName };
}

export function registrationOptions(
  config: Config,
  user: { id: string; email: string; name: string },
  existing: PasskeyRow[],
) {
  const { rpID, rpName } = relyingParty(config);
  return generateRegistrationOptions({
    rpName,
    rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: userHandleOf(user.id),
    timeout: CEREMONY_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((k) => ({ id: k.credentialId })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

/** The user handle a passkey keeps for its account (WebAuthn's user.id): the account's id in UTF-8. */
export const userHandleOf = (userId: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(userId);

/**
 * Whether an assertion's user handle (base64url), when the authenticator sent one, is the
 * credential's owner's: WebAuthn's step 6 of verifying an assertion.
 */
export function handleIsOwners(userHandle: string | undefined, ownerId: string): boolean {
  if (userHandle === undefined) return true;
  return Buffer.from(userHandle, 'base64url').equals(Buffer.from(userHandleOf(ownerId)));
}

/** Options for an assertion: any discoverable passkey (`for` empty), or one of the account's. */
export function authenticationOptions(config: Config, keys: PasskeyRow[] = []) {
  return generateAuthenticationOptions({
    rpID: relyingParty(config).rpID,
    timeout: CEREMONY_TTL_MS,
    userVerification: 'required',
    allowCredentials: keys.map((k) => ({ id: k.credentialId })),
  });
}

/** The new credential, or why it was refused (the library's sentence, for the log only). */
export async function checkRegistration(
  config: Config,
  response: RegistrationResponseJSON,
  challenge: string,
) {
  const { rpID, origin } = relyingParty(config);
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
    return result.verified ? { info: result.registrationInfo } : { refused: 'not verified' };
  } catch (error) {
    return { refused: (error as Error).message };
  }
}

/** The assertion's new counter, or why it was refused: `stale-counter` when the counter did not rise. */
export async function checkAssertion(
  config: Config,
  response: AuthenticationResponseJSON,
  challenge: string,
  key: PasskeyRow,
) {
  const { rpID, origin } = relyingParty(config);
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: key.credentialId,
        publicKey: new Uint8Array(key.publicKey),
        counter: key.counter,
        transports: key.transports as never,
      },
    });
    if (!result.verified) return { ok: false, refused: 'not verified' } as const;
    const { newCounter, credentialBackedUp } = result.authenticationInfo;
    return { ok: true, counter: newCounter, backedUp: credentialBackedUp } as const;
  } catch (error) {
    const message = (error as Error).message;
    // The library refuses a counter that did not rise (unless both are 0) with this sentence.
    if (/counter value/i.test(message)) return { ok: false, refused: 'stale-counter' } as const;
    return { ok: false, refused: message } as const;
  }
}
