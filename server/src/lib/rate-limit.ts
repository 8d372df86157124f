/**
 * Whose requests one counter holds:
 * - `address`: the client's address (behind a proxy, with TRUST_PROXY=1, the forwarded one);
 * - `address+email`: the address and the `email` of the body, so guessing one account is slow while
 *   a classroom behind one address is not locked out;
 * - `user`: the signed-in user (the address for a route anyone may call).
 */
export type LimitKey = 'address' | 'address+email' | 'user';

/** One limit a route declares in `config.limits` (plugins/rate-limits.ts enforces them). */
export interface RateLimit {
  max: number;
  /** '1 minute', '15 minutes', … or milliseconds. */
  per: string | number;
  by: LimitKey;
  /** The 429's message, told the real wait ("a minute", "14 minutes"); default: a plain one. */
  message?: (wait: string) => string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Limits a route declares; every one counts every request, and one exceeded answers 429.
     * (Not @fastify/rate-limit's own `rateLimit` option: that holds one limit per route.)
     */
    limits?: readonly RateLimit[];
  }
}

/** A limit per signed-in user: `perUser(20, '1 minute')`. */
export const perUser = (max: number, per: string | number): RateLimit => ({ max, per, by: 'user' });
