import type { User } from '@atelier/contract/auth';

export interface CachedSession {
  sessionId: string;
  user: User;
  /** When the session itself expires (ms since epoch). */
  expiresAt: number;
}

interface Entry extends CachedSession {
  cachedAt: number;
}

/**
 * Validated sessions kept in memory for a short while, so an authenticated request costs no
 * database round trip. Every revocation evicts locally and is announced to the other processes
 * (see sessions.ts); the TTL bounds how stale an entry can be should an announcement be lost.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(private readonly opts: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  private now(): number {
    return this.opts.now?.() ?? Date.now();
  }

  get(tokenHash: string): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const now = this.now();
    if (now >= entry.expiresAt || now - entry.cachedAt > this.opts.ttlMs) {
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
    if (this.entries.size >= this.opts.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { ...session, cachedAt: this.now() });
  }

  forgetSession(sessionId: string): void {
    this.generation++;
    for (const [key, entry] of this.entries) if (entry.sessionId === sessionId) this.entries.delete(key);
  }

  forgetUser(userId: string): void {
    this.generation++;
    for (const [key, entry] of this.entries) if (entry.user._id === userId) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
