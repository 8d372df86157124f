import { describe, expect, it } from 'vitest';
import { SessionCache, type CachedSession } from './session-cache';

const user = (id: string) => ({
  _id: id,
  email: `${id}@x.test`,
  name: id,
  role: 'student' as const,
  gender: '',
  country: '',
  institution: '',
  phone: '',
  avatar: '1.jpg',
});

describe('SessionCache', () => {
  let clock = 1_000_000;
  const make = (max = 100) => new SessionCache({ ttlMs: 60_000, maxEntries: max, now: () => clock });
  const session = (id: string, userId = 'u1', expiresIn = 3_600_000): CachedSession => ({
    sessionId: id,
    user: user(userId),
    expiresAt: clock + expiresIn,
    lastUsedAt: clock,
  });

  it('keeps an entry for the TTL and no longer', () => {
    const cache = make();
    cache.set('h1', session('s1'), cache.currentGeneration);
    clock += 59_000;
    expect(cache.get('h1')?.sessionId).toBe('s1');
    clock += 2_000;
    expect(cache.get('h1')).toBeUndefined();
  });

  it('never answers for a session past its own expiry', () => {
    const cache = make();
    cache.set('h1', session('s1', 'u1', 1_000), cache.currentGeneration);
    clock += 1_000;
    expect(cache.get('h1')).toBeUndefined();
  });

  it('drops an answer read before an eviction', () => {
    const cache = make();
    const generation = cache.currentGeneration;
    cache.forgetUser('u1');
    cache.set('h1', session('s1'), generation);
    expect(cache.get('h1')).toBeUndefined();
  });

  it('evicts by session and by user', () => {
    const cache = make();
    cache.set('a', session('s1', 'u1'), cache.currentGeneration);
    cache.set('b', session('s2', 'u1'), cache.currentGeneration);
    cache.set('c', session('s3', 'u2'), cache.currentGeneration);
    cache.forgetSession('s1');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    cache.forgetUser('u1');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
    cache.forgetSession('no-such-session');
    expect(cache.size).toBe(1);
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const cache = make(2);
    cache.set('a', session('s1'), cache.currentGeneration);
    cache.set('b', session('s2'), cache.currentGeneration);
    cache.set('c', session('s3'), cache.currentGeneration);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });
});
