import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/api-mock';
import { apiFetch, ApiError } from './api-client';

describe('apiFetch', () => {
  it('sends a body as JSON with the bearer token and parses the answer', async () => {
    window.localStorage.setItem('token', 'tok');
    const api = mockApi({ 'POST /api/things': { status: 201, body: { message: 'Made' } } });
    await expect(apiFetch('/things', { method: 'POST', body: { name: 'a' } })).resolves.toEqual({
      message: 'Made',
    });
    const [call] = api.calls;
    expect(call?.body).toEqual({ name: 'a' });
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.headers.authorization).toBe('Bearer tok');
  });

  it('sends a FormData as it is, leaving the multipart content type to the browser', async () => {
    window.localStorage.setItem('token', 'tok');
    const api = mockApi({ 'POST /api/files': { body: { url: '/f/1' } } });
    const form = new FormData();
    form.append('file', new File(['x'], 'x.png', { type: 'image/png' }));
    await apiFetch('/files', { method: 'POST', body: form });
    const init = api.fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(api.calls[0]?.headers['content-type']).toBeUndefined();
    expect(api.calls[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('rejects with the server message and status', async () => {
    mockApi({ 'POST /api/files': { status: 413, body: { message: 'This image is too large' } } });
    const error: unknown = await apiFetch('/files', { method: 'POST', body: new FormData() }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, serverMessage: 'This image is too large' });
  });

  it("reads the refusal's code and the issues of a refused value from the body", async () => {
    const issues = [{ in: 'body', path: 'sections.0.title', message: 'must be at most 200 characters' }];
    mockApi({
      'POST /api/blogs': {
        status: 400,
        body: { message: 'sections.0.title: must be at most 200 characters', code: 'common.invalid', issues },
      },
      'POST /api/auth/login': {
        status: 401,
        body: { msg: 'Invalid credentials', code: 'auth.invalidCredentials' },
      },
    });
    const refused: unknown = await apiFetch('/blogs', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 400, code: 'common.invalid', issues });
    const denied: unknown = await apiFetch('/auth/login', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(denied).toMatchObject({
      serverMessage: 'Invalid credentials',
      code: 'auth.invalidCredentials',
      issues: [],
    });
  });
});
