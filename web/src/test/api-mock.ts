import type { User } from '@atelier/contract/auth';
import type { ErrorDef } from '@atelier/contract/errors';
import { vi } from 'vitest';

export interface MockAnswer {
  status?: number;
  body?: unknown;
  /** Reject like fetch does when the network fails. */
  networkError?: boolean;
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/** The server's answer when it refuses with a declared error (`fail(MAIL_ERRORS.templateTaken)`): its status, sentence and code. */
export function refusal({ status, message, code }: ErrorDef, key: 'message' | 'msg' = 'message'): MockAnswer {
  return { status, body: { [key]: message, code } };
}

/**
 * The server's answer to a refused value (server/src/plugins/errors.ts): the first issue as the
 * sentence (in `msg` on /api/auth/*), the code `common.invalid` and the issue itself.
 */
export function refusedValue(
  path: string,
  message: string,
  {
    where = 'body',
    key = 'message',
  }: { where?: 'body' | 'querystring' | 'params'; key?: 'message' | 'msg' } = {},
): MockAnswer {
  const text = `${where === 'body' ? '' : `${where} `}${path}: ${message}`;
  return {
    status: 400,
    body: { [key]: text, code: 'common.invalid', issues: [{ in: where, path, message }] },
  };
}

type Handler = (call: RecordedCall) => MockAnswer | Promise<MockAnswer>;

/**
 * Replaces fetch with a table of 'METHOD /api/path' → answer. Unlisted calls answer 404; every call
 * is recorded with its parsed body and headers.
 */
export function mockApi(handlers: Record<string, Handler | MockAnswer>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path, body, headers };
    calls.push(call);
    const handler = handlers[`${method} ${path}`];
    const answer: MockAnswer =
      handler === undefined
        ? { status: 404, body: { message: 'Not found' } }
        : typeof handler === 'function'
          ? await handler(call)
          : handler;
    if (answer.networkError) throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: '6f1c2b8e-1d6a-4c1e-9a7e-1a2b3c4d5e6f',
    email: 'sam@example.org',
    name: 'Sam Rivera',
    role: 'student',
    gender: '',
    country: 'India',
    institution: 'School of Architecture',
    phone: '',
    avatar: '3.jpg',
    ...overrides,
  };
}

/** Puts a session in storage as a previous visit would have left it. */
export function storeSession(token: string, user: User, kind: 'local' | 'session' = 'local') {
  const storage = kind === 'local' ? window.localStorage : window.sessionStorage;
  storage.setItem('token', token);
  storage.setItem('role', user.role);
  storage.setItem('userId', user._id);
  storage.setItem('email', user.email);
  storage.setItem('name', user.name);
}
