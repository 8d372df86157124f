import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A write whose answer makes some queries stale: once it is answered they are invalidated (shown
 * ones refetch), and the mutation settles when that is done. `after: 'settled'` refreshes after a
 * refusal too, where the refusal may mean the list changed under the user (deleted by someone else).
 */
export function useRefreshingWrite<Answer, Input = void>(
  write: (input: Input) => Promise<Answer>,
  stale: (input: Input) => readonly QueryKey[],
  after: 'success' | 'settled' = 'success',
) {
  const queryClient = useQueryClient();
  const refresh = (input: Input) =>
    Promise.all(stale(input).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: write,
    onSuccess: after === 'success' ? (_answer: Answer, input: Input) => refresh(input) : undefined,
    onSettled:
      after === 'settled'
        ? (_answer: Answer | undefined, _error: Error | null, input: Input) => refresh(input)
        : undefined,
  });
}
