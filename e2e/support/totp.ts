import { createHmac } from 'node:crypto';

/**
 * The code an authenticator app shows (RFC 6238: HMAC-SHA1, 30-second steps, six digits), written
 * out here apart from the server's library, so the stories check the server against the standard.
 */
export function appCode(base32: string, at = Date.now()): string {
  const bits = [...base32.replace(/\s+/g, '')]
    .map((c) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.indexOf(c).toString(2).padStart(5, '0'))
    .join('');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
