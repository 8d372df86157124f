import type { Role } from '@atelier/contract/auth';
import type { RunningServer } from './server';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * Calls the API as a client would: JSON in and out, an optional bearer token.
 * Resolves with whatever status comes back; tests assert on it.
 */
export async function api<T = unknown>(
  server: RunningServer,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: unknown = text;
  if (res.headers.get('content-type')?.includes('application/json') && text) body = JSON.parse(text);
  return { status: res.status, headers: res.headers, body: body as T };
}

/**
 * Signs in as the server's demo account for a role and returns the bearer token.
 * (The `user` CLI cannot be used meanwhile: the running server holds the embedded database's lock.)
 * Login is rate-limited to 10 a minute per account: log in once per file and keep the token.
 */
export async function apiLogin(server: RunningServer, role: Role): Promise<string> {
  const { email, password } = server.accounts[role];
  const res = await api<{ token?: string }>(server, 'POST', '/api/auth/login', {
    body: { email, password, role, remember: false },
  });
  if (res.status !== 200 || typeof res.body.token !== 'string') {
    throw new Error(`Login as ${role} failed with ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return res.body.token;
}
