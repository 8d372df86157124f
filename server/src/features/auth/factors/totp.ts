/**
 * Authenticator apps (RFC 6238 through `otpauth`): SHA-1, six digits, 30-second steps, one step
 * either side accepted for a clock that drifts. The shared secret is kept encrypted (AES-256-GCM)
 * with a key the database holds apart from the rows (`db/secrets`), so a leaked table of factors
 * alone signs no one in.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { FastifyInstance } from 'fastify';
import type { TotpSetup } from '@atelier/contract/factors';
import { lazySecret } from '../../../db/secrets';

const PERIOD = 30;
const WINDOW = 1;

const keys = new WeakMap<FastifyInstance, () => Promise<string>>();

async function keyOf(app: FastifyInstance): Promise<Buffer> {
  let load = keys.get(app);
  if (!load) {
    load = lazySecret(app.db, 'totp-factors');
    keys.set(app, load);
  }
  return createHash('sha256')
    .update(await load())
    .digest();
}

export async function sealSecret(app: FastifyInstance, base32: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(app), iv);
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export async function openSecret(app: FastifyInstance, sealed: string): Promise<string> {
  const [, iv, tag, body] = sealed.split('.');
  const decipher = createDecipheriv('aes-256-gcm', await keyOf(app), Buffer.from(iv!, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag!, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body!, 'base64url')), decipher.final()]).toString('utf8');
}

function totpOf(base32: string, label = '', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(base32),
  });
}

/** A new secret (160 bits, as RFC 4226 recommends) and what the user's app needs to add it. */
export async function newTotpSecret(
  app: FastifyInstance,
  email: string,
): Promise<{ base32: string; setup: TotpSetup }> {
  const base32 = new Secret({ size: 20 }).base32;
  const uri = totpOf(base32, email, app.config.productName).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { base32, setup: { secret: base32, uri, qrSvg } };
}

/**
 * The time step a code belongs to, when it is right at `now` (ms) within the window; else undefined.
 * The caller takes the step once (factors.store › takeTotpStep): a code is not accepted twice.
 */
export function stepOfCode(base32: string, code: string, now: number): number | undefined {
  const delta = totpOf(base32).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / PERIOD) + delta;
}

/** The code an app shows at `now` (tests, and nothing else, need to make one). */
export function codeAt(base32: string, now: number): string {
  return totpOf(base32).generate({ timestamp: now });
}
