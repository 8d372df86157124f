import type { User } from '@atelier/contract/auth';
import { LRUCache } from 'lru-cache';

export interface CachedSession {
  sessionId: string;
  user: User;
  /** When the session itself expires (ms since epoch). */
  expiresAt: number;
  /**
   * When the session was last noted as used (ms since epoch): the auth guard writes it again,
   * batched, once it is older than five minutes, and moves it on here at once.
   */
  lastUsedAt: number;
}

/**
 * Validated sessions kept in memory for a short while, so an authenticated request costs no
 * database round trip. Every revocation evicts locally and is announced to the other processes
 * (`app.sessions`, see auth.plugin.ts); the TTL bounds how stale an entry can be should an
 * announcement be lost.
 */
export class SessionCache {
  private readonly entries: LRUCache<string, CachedSession>;
  private generation = 0;

  constructor(opts: { ttlMs: number; maxEntries: number; now?: () => number }) {
    this.entries = new LRUCache({
      max: opts.maxEntries,
      ttl: opts.ttlMs,
      // Expired entries are dropped when read; nothing runs a timer, and no clock reading is reused.
      ttlAutopurge: false,
      ttlResolution: opts.now ? 0 : 1,
      ...(opts.now ? { perf: { now: opts.now } } : {}),
    });
    this.now = opts.now ?? Date.now;
  }

  private readonly now: () => number;

  get(tokenHash: string): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (entry && this.now() >= entry.expiresAt) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  /** Read before querying the database; `set` ignores answers older than an eviction. */
  get currentGeneration(): number {
    return this.generation;
  }

  set(tokenHash: string, session: CachedSession, generationAtRead: number): void {
    if (generationAtRead !== this.generation) return;
    this.entries.set(tokenHash, session);
  }

  forgetSession(sessionId: string): void {
    this.generation++;
    for (const [key, entry] of this.entries.entries())
      if (entry.sessionId === sessionId) this.entries.delete(key);
  }

  forgetUser(userId: string): void {
    this.generation++;
    for (const [key, entry] of this.entries.entries())
      if (entry.user._id === userId) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
