import { describe, expect, it } from 'vitest';
import { parseChange } from './changes';

describe('parseChange', () => {
  it('splits a payload into topic and detail at the first colon', () => {
    expect(parseChange('courses')).toEqual({ topic: 'courses', detail: '' });
    expect(parseChange('session:4f1c')).toEqual({ topic: 'session', detail: '4f1c' });
    expect(parseChange('user:a:b')).toEqual({ topic: 'user', detail: 'a:b' });
  });
});
