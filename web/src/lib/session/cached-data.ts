/** A cache of what the API answered for the signed-in user (a TanStack Query client). */
interface Cache {
  clear: () => void;
}

const caches = new Set<Cache>();

/**
 * Registers a cache that signing in or out empties. The query client loads with the first page
 * that asks the API (src/app/query-layer.tsx), so the session cannot import it.
 */
export function keepCachedData(cache: Cache): () => void {
  caches.add(cache);
  return () => caches.delete(cache);
}

/** Forgets everything the previous user's pages fetched. */
export function forgetCachedData(): void {
  caches.forEach((cache) => cache.clear());
}
