import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useRefreshingWrite } from './api-write';

function withLists() {
  const client = new QueryClient();
  client.setQueryData(['list'], ['a']);
  client.setQueryData(['item', '7'], { id: '7' });
  client.setQueryData(['other'], 1);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { client, wrapper, stale };
}

const refuse = (id: string): Promise<string> => Promise.reject(new Error(`no ${id}`));

describe('useRefreshingWrite', () => {
  it("invalidates the keys made from the write's input once it succeeds, and answers the write's answer", async () => {
    const { wrapper, stale } = withLists();
    const { result } = renderHook(
      () =>
        useRefreshingWrite(
          (id: string) => Promise.resolve(`saved ${id}`),
          (id) => [['list'], ['item', id]],
        ),
      { wrapper },
    );
    let answer: string | undefined;
    await act(async () => {
      answer = await result.current.mutateAsync('7');
    });
    expect(answer).toBe('saved 7');
    expect([stale(['list']), stale(['item', '7']), stale(['other'])]).toEqual([true, true, false]);
  });

  it('leaves the queries alone after a refusal, unless it refreshes once settled', async () => {
    const onSuccess = withLists();
    const quiet = renderHook(() => useRefreshingWrite(refuse, () => [['list']]), {
      wrapper: onSuccess.wrapper,
    });
    await act(() => quiet.result.current.mutateAsync('7').catch(() => undefined));
    expect(onSuccess.stale(['list'])).toBe(false);

    const onSettled = withLists();
    const refreshing = renderHook(() => useRefreshingWrite(refuse, () => [['list']], { after: 'settled' }), {
      wrapper: onSettled.wrapper,
    });
    await act(() => refreshing.result.current.mutateAsync('7').catch(() => undefined));
    expect(onSettled.stale(['list'])).toBe(true);
    // The observer's state reaches the hook through react-query's batched notify, which can land after act on a busy machine.
    await waitFor(() => expect(refreshing.result.current.error).toMatchObject({ message: 'no 7' }));
  });

  it('drops the queries of what a successful write deleted, and keeps them after a refusal', async () => {
    const deleted = withLists();
    const removes = (id: string) => [['item', id]];
    const ok = renderHook(
      () =>
        useRefreshingWrite(
          (id: string) => Promise.resolve(id),
          () => [['list']],
          { removes },
        ),
      {
        wrapper: deleted.wrapper,
      },
    );
    await act(() => ok.result.current.mutateAsync('7'));
    expect(deleted.client.getQueryState(['item', '7'])).toBeUndefined();
    expect(deleted.stale(['list'])).toBe(true);

    const refused = withLists();
    const no = renderHook(() => useRefreshingWrite(refuse, () => [['list']], { after: 'settled', removes }), {
      wrapper: refused.wrapper,
    });
    await act(() => no.result.current.mutateAsync('7').catch(() => undefined));
    expect(refused.client.getQueryData(['item', '7'])).toEqual({ id: '7' });
    expect(refused.stale(['list'])).toBe(true);
  });
});
