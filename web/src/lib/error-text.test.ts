import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { ERROR_TEXT, errorText, hasCode, isRefusal } from './error-text';

describe('errorText', () => {
  it("says the server's message when it gave one", () => {
    expect(errorText(new ApiError(409, 'Name taken', undefined, 'mail.nameTaken'), 'Ours')).toBe(
      'Name taken',
    );
    expect(errorText(new ApiError(500, 'Internal server error'), 'Ours')).toBe('Internal server error');
  });

  it("puts the page's wording of a code before the server's message", () => {
    const error = new ApiError(409, 'Time is up', undefined, 'quizzes.timeUp');
    expect(errorText(error, 'Ours', { codes: { 'quizzes.timeUp': 'Your time ran out' } })).toBe(
      'Your time ran out',
    );
    expect(errorText(error, 'Ours', { codes: { 'quizzes.closed': 'Closed' } })).toBe('Time is up');
  });

  it('says the fallback when the server gave no message, or `spoken` keeps it back', () => {
    expect(errorText(new ApiError(502, undefined), 'Ours')).toBe('Ours');
    expect(errorText(new ApiError(500, 'Internal server error'), 'Ours', { spoken: isRefusal })).toBe('Ours');
    expect(errorText(new ApiError(400, 'question: too long'), 'Ours', { spoken: [403, 404] })).toBe('Ours');
    expect(errorText(new ApiError(403, 'Course locked'), 'Ours', { spoken: [403, 404] })).toBe(
      'Course locked',
    );
    expect(errorText(new Error('boom'), 'Ours')).toBe('Ours');
  });

  it('words no answer at all, and anything else, when the page has no fallback', () => {
    expect(errorText(new ApiError(0, undefined))).toBe(ERROR_TEXT.offline);
    expect(errorText(new ApiError(0, undefined), 'Login failed')).toBe('Login failed');
    expect(errorText(new ApiError(502, undefined))).toBe(ERROR_TEXT.failed);
    expect(errorText(new TypeError('x'))).toBe(ERROR_TEXT.failed);
  });

  it('says how long to wait on a 429 that names its wait and no message', () => {
    expect(errorText(new ApiError(429, undefined, 12), 'Ours')).toBe(
      'Too many requests. Please try again in 12 seconds.',
    );
    expect(errorText(new ApiError(429, undefined, 0.4))).toBe(
      'Too many requests. Please try again in 1 second.',
    );
    expect(errorText(new ApiError(429, 'Slow down, 3 s', 3), 'Ours')).toBe('Slow down, 3 s');
  });
});

describe('isRefusal and hasCode', () => {
  it('tell a 4xx and a code apart from anything else', () => {
    expect(isRefusal(new ApiError(404, 'x'))).toBe(true);
    expect(isRefusal(new ApiError(503, 'x'))).toBe(false);
    expect(isRefusal(new Error('x'))).toBe(false);
    const timeUp = new ApiError(409, 'x', undefined, 'quizzes.timeUp');
    expect(hasCode(timeUp, 'quizzes.timeUp')).toBe(true);
    expect(hasCode(timeUp, 'quizzes.closed')).toBe(false);
    expect(hasCode(new Error('quizzes.timeUp'), 'quizzes.timeUp')).toBe(false);
  });
});
