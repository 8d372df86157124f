import { describe, expect, it } from 'vitest';
import { cutText } from './cut-text';

describe('cutText', () => {
  it('keeps a text at or under the limit as it is', () => {
    expect(cutText('Short', 5)).toBe('Short');
    expect(cutText('  Padded  ', 10)).toBe('Padded');
  });

  it('cuts after the limit and adds an ellipsis', () => {
    expect(cutText('abcdefghij', 4)).toBe('abcd…');
    expect(cutText('abc defghij', 4)).toBe('abc…');
  });

  it('counts an emoji as one character', () => {
    expect(cutText('😀😀😀', 2)).toBe('😀😀…');
  });
});
