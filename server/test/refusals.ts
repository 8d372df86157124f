import type { ErrorDef } from '@atelier/contract/errors';
import { expect } from 'vitest';

/** What `inject` answers, as far as a refusal is concerned. */
interface Answer {
  readonly statusCode: number;
  readonly body: string;
  json(): unknown;
}

/**
 * Asserts that `res` is the declared refusal `error`: its status, and a body of its code and its
 * sentence (`message` where the server words it with a value: a count, a name).
 */
export function expectRefusal(res: Answer, error: ErrorDef, message: string = error.message): void {
  expect(res.statusCode, res.body).toBe(error.status);
  expect(res.json()).toEqual({ message, code: error.code });
}
