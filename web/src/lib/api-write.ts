import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

interface Refresh<Input> {
  /** `settled`: refresh after a refusal too, where it may mean the list changed under the user (deleted by someone else). */
  after?: 'success' | 'settled';
  /** The queries of what the write deleted: dropped from the cache once it succeeds, before the refresh. */
  removes?: (input: Input) => readonly QueryKey[];
}

/**
 * A write whose answer makes some queries stale: once it is answered they are invalidated (shown
 * ones refetch), and the mutation settles when that is done.
 */
export function useRefreshingWrite<Answer, Input = void>(
  write: (input: Input) => Promise<Answer>,
  stale: (input: Input) => readonly QueryKey[],
  { after = 'success', removes }: Refresh<Input> = {},
) {
  const queryClient = useQueryClient();
  const refresh = (input: Input) =>
    Promise.all(stale(input).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: write,
    onSuccess:
      after === 'success' || removes
        ? (_answer: Answer, input: Input) => {
            for (const queryKey of removes?.(input) ?? []) queryClient.removeQueries({ queryKey });
            return after === 'success' ? refresh(input) : undefined;
          }
        : undefined,
    onSettled:
      after === 'settled'
        ? (_answer: Answer | undefined, _error: Error | null, input: Input) => refresh(input)
        : undefined,
  });
}
