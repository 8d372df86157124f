import { describe, expect, it } from 'vitest';
import { expectRefusal } from './refusals';

const locked = { status: 403, code: 'test.locked', message: 'This is locked.' } as const;
const answer = (statusCode: number, body: unknown) => ({
  statusCode,
  body: JSON.stringify(body),
  json: () => body,
});

describe('expectRefusal', () => {
  it('passes on the declared status, code and sentence, or the sentence given', () => {
    expectRefusal(answer(403, { message: 'This is locked.', code: 'test.locked' }), locked);
    expectRefusal(
      answer(403, { message: 'Locked by Asha.', code: 'test.locked' }),
      locked,
      'Locked by Asha.',
    );
  });

  it.each([
    ['another status', answer(404, { message: 'This is locked.', code: 'test.locked' })],
    ['another code', answer(403, { message: 'This is locked.', code: 'test.other' })],
    ['another sentence', answer(403, { message: 'Locked.', code: 'test.locked' })],
    ['a field more', answer(403, { message: 'This is locked.', code: 'test.locked', issues: [] })],
  ])('fails on %s', (_, res) => {
    expect(() => expectRefusal(res, locked)).toThrow();
  });
});
