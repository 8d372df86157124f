import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/**
 * A path under /api with every value put in it URL-encoded, so an id with `/`, `?` or `#` stays one
 * segment: apiPath`/quiz/${quizId}/full`.
 */
export function apiPath(parts: TemplateStringsArray, ...values: readonly (string | number)[]): string {
  return parts.reduce(
    (path, part, index) => `${path}${encodeURIComponent(String(values[index - 1]))}${part}`,
  );
}

/** What a read's query adds to its key and fetcher (how long its answer stays fresh, polling …). */
type ReadOptions = {
  staleTime?: number;
  refetchInterval?: number;
  refetchOnWindowFocus?: boolean;
};

/** A GET of one path: asked with the caller's token, or without one (`anonymous`, a public list). */
interface PathRead<Args extends unknown[]> {
  key: (...args: Args) => QueryKey;
  path: (...args: Args) => string;
  anonymous?: boolean;
  options?: ReadOptions;
}

/** A read that is more than one GET (it may start what it reads first). */
interface LoadRead<T, Args extends unknown[]> {
  key: (...args: Args) => QueryKey;
  load: (args: Args, signal?: AbortSignal) => Promise<T>;
  options?: ReadOptions;
}

/**
 * One read of the API declared once: its query options (key and fetcher, which the router and the
 * prerender load ahead) and the hook the screens call. `Args` are what the key and the path are made
 * of, in the order the options and the hook take them.
 */
export function apiRead<T, Args extends unknown[] = []>(spec: PathRead<Args> | LoadRead<T, Args>) {
  const load =
    'load' in spec
      ? spec.load
      : (args: Args, signal?: AbortSignal) =>
          apiFetch<T>(spec.path(...args), { signal, ...(spec.anonymous ? { token: null } : {}) });
  const options = (...args: Args) =>
    queryOptions({
      queryKey: spec.key(...args),
      queryFn: ({ signal }) => load(args, signal),
      ...spec.options,
    });
  function useRead(...args: Args) {
    return useQuery(options(...args));
  }
  return { load, options, use: useRead };
}
