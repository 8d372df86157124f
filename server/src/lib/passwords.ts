import { hash, verify } from '@node-rs/argon2';

export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

// Algorithm.Argon2id is a const enum that isolated modules cannot read.
const ARGON2ID = 2;

/**
 * Every password is hashed and checked in its NFC form: "é" typed as one code point or as "e" plus
 * an accent is the same password. (The contract refuses ill-formed strings before they get here.)
 */
const canonical = (password: string) => password.normalize('NFC');

export function hashPassword(password: string, cost: Argon2Cost): Promise<string> {
  return hash(canonical(password), { algorithm: ARGON2ID, ...cost });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, canonical(password));
  } catch {
    return false;
  }
}
