import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/api-mock';
import { ApiError } from './api-client';
import { apiPath, apiRead } from './api-read';

const thingKeys = { one: (id: string, page: number) => ['things', id, page] as const };
const thing = apiRead<{ name: string }, [id: string, page: number]>({
  key: thingKeys.one,
  path: (id, page) => apiPath`/things/${id}?page=${page}`,
});

function withClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe('apiPath', () => {
  it('encodes every value put in the path, and only those', () => {
    expect(apiPath`/quiz/${'a/b?c#d'}/full`).toBe('/quiz/a%2Fb%3Fc%23d/full');
    expect(apiPath`/progress/course/${'x y'}?page=${2}`).toBe('/progress/course/x%20y?page=2');
    expect(apiPath`/plain`).toBe('/plain');
  });
});

describe('apiRead', () => {
  it("keys the query by the read's arguments and asks the encoded path with the caller's token", async () => {
    window.localStorage.setItem('token', 'tok');
    const api = mockApi({ 'GET /api/things/a%2Fb?page=3': { body: { name: 'A' } } });
    const { client, wrapper } = withClient();
    expect(thing.options('a/b', 3).queryKey).toEqual(['things', 'a/b', 3]);

    const { result } = renderHook(() => thing.use('a/b', 3), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ name: 'A' }));
    expect(client.getQueryData(thingKeys.one('a/b', 3))).toEqual({ name: 'A' });
    expect(api.calls[0]?.headers.authorization).toBe('Bearer tok');
  });

  it("passes the query's abort signal to fetch, so a cancelled query stops its request", async () => {
    const api = mockApi({ 'GET /api/things/x?page=1': { body: { name: 'X' } } });
    const { client } = withClient();
    await client.fetchQuery(thing.options('x', 1));
    const init = api.fetchMock.mock.calls[0]?.[1];
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('surfaces a refusal as the ApiError of its answer', async () => {
    mockApi({
      'GET /api/things/gone?page=1': { status: 404, body: { message: 'Not here', code: 'things.gone' } },
    });
    const { wrapper } = withClient();
    const { result } = renderHook(() => thing.use('gone', 1), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error).toMatchObject({
      status: 404,
      serverMessage: 'Not here',
      code: 'things.gone',
    });
  });

  it('asks an anonymous read without the token, and adds its options to the query', async () => {
    window.localStorage.setItem('token', 'tok');
    const api = mockApi({ 'GET /api/public': { body: [] } });
    const list = apiRead<unknown[]>({
      key: () => ['public'],
      path: () => '/public',
      anonymous: true,
      options: { staleTime: Infinity },
    });
    expect(list.options().staleTime).toBe(Infinity);
    await list.load([]);
    expect(api.calls[0]?.headers.authorization).toBeUndefined();
  });

  it('runs a read declared by its own load with the arguments and the signal', async () => {
    const seen: unknown[] = [];
    const loaded = apiRead<string, [id: string]>({
      key: (id) => ['loaded', id],
      load: async ([id], signal) => {
        seen.push(id, signal instanceof AbortSignal);
        return `got ${id}`;
      },
    });
    const { client } = withClient();
    await expect(client.fetchQuery(loaded.options('7'))).resolves.toBe('got 7');
    expect(seen).toEqual(['7', true]);
  });
});
