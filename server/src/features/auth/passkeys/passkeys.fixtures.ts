/**
 * A software authenticator for the passkey tests: an ES256 key (node:crypto) that answers a
 * registration with a 'none' attestation and sign-ins with assertions, as a platform authenticator
 * with user verification does. `npx tsx passkeys.fixtures.ts` recorded passkeys.recorded.json once
 * (fixed challenges, a fixed key); the tests replay those answers through the real
 * @simplewebauthn/server checks, and use the authenticator live for the options routes' challenges.
 */
import {
  createHash,
  createPrivateKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  type JsonWebKey,
} from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

/** The little CBOR WebAuthn needs: maps, integers, byte and text strings. */
function cbor(value: unknown): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string')
    return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value as object);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

export interface SoftKey {
  /** The private key as a JWK (P-256). */
  jwk: JsonWebKey;
  /** The credential id, base64url. */
  credentialId: string;
  /** The account's user handle the authenticator keeps with the credential, base64url. */
  userHandle: string;
}

export function newSoftKey(userHandle = b64url(randomBytes(16))): SoftKey {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { jwk: privateKey.export({ format: 'jwk' }), credentialId: b64url(randomBytes(16)), userHandle };
}

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

function authenticatorData(rpId: string, flags: number, counter: number, attested = Buffer.alloc(0)) {
  const head = Buffer.alloc(37);
  sha256(rpId).copy(head, 0);
  head[32] = flags;
  head.writeUInt32BE(counter, 33);
  return Buffer.concat([head, attested]);
}

function cosePublicKey(jwk: JsonWebKey): Buffer {
  const key = new Map<number, unknown>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x!, 'base64url')],
    [-3, Buffer.from(jwk.y!, 'base64url')],
  ]);
  return cbor(key);
}

function clientData(type: string, challenge: string, origin: string) {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/** What `startRegistration` would answer for this key: a 'none' attestation. */
export function attest(key: SoftKey, at: { challenge: string; origin: string; rpId: string }) {
  const id = Buffer.from(key.credentialId, 'base64url');
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(id.length);
  const attested = Buffer.concat([Buffer.alloc(16), idLength, id, cosePublicKey(key.jwk)]);
  const authData = authenticatorData(at.rpId, UP | UV | AT, 0, attested);
  return {
    id: key.credentialId,
    rawId: key.credentialId,
    type: 'public-key' as const,
    response: {
      clientDataJSON: b64url(clientData('webauthn.create', at.challenge, at.origin)),
      attestationObject: b64url(cbor({ fmt: 'none', attStmt: {}, authData })),
      transports: ['internal'],
    },
    authenticatorAttachment: 'platform' as const,
    clientExtensionResults: {},
  };
}

/** What `startAuthentication` would answer: an assertion with this counter. */
export function assert(
  key: SoftKey,
  at: { challenge: string; origin: string; rpId: string; counter: number },
) {
  const authData = authenticatorData(at.rpId, UP | UV, at.counter);
  const data = clientData('webauthn.get', at.challenge, at.origin);
  const signature = sign(
    'sha256',
    Buffer.concat([authData, sha256(data)]),
    createPrivateKey({ key: key.jwk, format: 'jwk' }),
  );
  return {
    id: key.credentialId,
    rawId: key.credentialId,
    type: 'public-key' as const,
    response: {
      clientDataJSON: b64url(data),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: key.userHandle,
    },
    authenticatorAttachment: 'platform' as const,
    clientExtensionResults: {},
  };
}

/** The test server's relying party (server/test/helpers.ts › testConfig: PUBLIC_URL http://atelier.test). */
export const TEST_RP = { origin: 'http://atelier.test', rpId: 'atelier.test' };

/** Records passkeys.recorded.json: one key's registration and its assertions, each for a fixed challenge. */
function record() {
  const key = newSoftKey();
  const stranger = newSoftKey();
  const challenge = (name: string) => b64url(sha256(`atelier passkey fixture ${name}`));
  const at = (name: string, counter: number, origin = TEST_RP.origin) => ({
    challenge: challenge(name),
    response: assert(key, { ...TEST_RP, origin, challenge: challenge(name), counter }),
  });
  const tampered = at('tampered', 9);
  tampered.response.response.signature = b64url(
    Buffer.from(assert(key, { ...TEST_RP, challenge: 'x', counter: 9 }).response.signature, 'base64url'),
  );
  const recorded = {
    credentialId: key.credentialId,
    registration: {
      challenge: challenge('register'),
      response: attest(key, { ...TEST_RP, challenge: challenge('register') }),
    },
    otherOriginRegistration: {
      challenge: challenge('register-elsewhere'),
      response: attest(stranger, {
        ...TEST_RP,
        origin: 'http://evil.test',
        challenge: challenge('register-elsewhere'),
      }),
    },
    signIn1: at('sign-in-1', 1),
    signIn2: at('sign-in-2', 2),
    replayOf1: at('replay-1', 1),
    otherOrigin: at('other-origin', 3, 'http://evil.test'),
    badSignature: tampered,
    unknownCredential: {
      challenge: challenge('unknown'),
      response: assert(stranger, { ...TEST_RP, challenge: challenge('unknown'), counter: 1 }),
    },
  };
  const file = fileURLToPath(new URL('./passkeys.recorded.json', import.meta.url));
  writeFileSync(file, `${JSON.stringify(recorded, null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) record();
