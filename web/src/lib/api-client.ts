import type { ErrorIssue } from '@atelier/contract/errors';
import { readToken } from './storage';

/** An answer with a non-2xx status, or no answer at all (status 0). */
export class ApiError extends Error {
  readonly status: number;
  /** The text the server put in `msg` (auth routes) or `message` (elsewhere), if any. */
  readonly serverMessage: string | undefined;
  /** Seconds to wait before the same request may go again (a 429's or 503's Retry-After). */
  readonly retryAfter: number | undefined;
  /** The stable code of the refusal (`quizzes.timeUp`, `common.invalid` …; contract/src/errors.ts). */
  readonly code: string | undefined;
  /** Each value the server refused (where, dotted path, why), for a 400 about the request's values. */
  readonly issues: readonly ErrorIssue[];

  constructor(
    status: number,
    serverMessage: string | undefined,
    retryAfter?: number,
    code?: string,
    issues: readonly ErrorIssue[] = [],
  ) {
    super(serverMessage ?? (status === 0 ? 'Network error' : `Request failed with status ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = code;
    this.issues = issues;
    this.retryAfter = retryAfter;
  }
}

function codeOf(body: unknown): string | undefined {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code ? code : undefined;
}

function issuesOf(body: unknown): ErrorIssue[] {
  const issues = body && typeof body === 'object' ? (body as { issues?: unknown }).issues : undefined;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (issue): issue is ErrorIssue =>
      !!issue &&
      typeof issue === 'object' &&
      typeof (issue as ErrorIssue).path === 'string' &&
      typeof (issue as ErrorIssue).message === 'string',
  );
}

/** Retry-After in seconds: a number of seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - now) / 1000);
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/** The session registers how a 401 on an authenticated call ends it. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData is sent as it is (multipart, its boundary set by the browser). */
  body?: unknown;
  signal?: AbortSignal;
  /** Use this token instead of the stored one (logout sends the token it is ending). */
  token?: string | null;
  /** A 401 here does not end the session (the call itself ends it, or expects 401 as an answer). */
  ignoreUnauthorized?: boolean;
  /** More headers (a factor change carries its step-up token in `X-Step-Up`). */
  headers?: Record<string, string>;
  /** The request outlives the page (a last report as the tab is hidden or closed); its body stays under 64 KB. */
  keepalive?: boolean;
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const { msg, message } = body as { msg?: unknown; message?: unknown };
    if (typeof msg === 'string' && msg) return msg;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

let zone: string | undefined;
/**
 * The browser's time zone, read once per page load: building an Intl.DateTimeFormat costs a few
 * milliseconds of main thread (more on a slow phone), and the dashboard sends a burst of calls at once.
 */
function timeZone(): string {
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone;
}

/** Calls the API under /api with the bearer token; resolves with the parsed JSON answer. */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const token = request.token === undefined ? readToken() : request.token;
  const headers: Record<string, string> = { ...request.headers, accept: 'application/json' };
  const form = request.body instanceof FormData ? request.body : undefined;
  if (request.body !== undefined && !form) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  // The server records streak days in the learner's own calendar.
  headers['x-time-zone'] = timeZone();

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: request.method ?? 'GET',
      headers,
      body: form ?? (request.body === undefined ? undefined : JSON.stringify(request.body)),
      signal: request.signal,
      ...(request.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, undefined);
  }

  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  }
  if (!response.ok) {
    if (response.status === 401 && token && !request.ignoreUnauthorized) onUnauthorized?.();
    throw new ApiError(
      response.status,
      messageOf(body),
      retryAfterSeconds(response.headers.get('retry-after')),
      codeOf(body),
      issuesOf(body),
    );
  }
  return body as T;
}

/** Fetches a file under /api (a CSV export) with the bearer token; resolves with its bytes. */
export async function apiDownload(path: string, request: Pick<ApiRequest, 'signal'> = {}): Promise<Blob> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, undefined);
  }
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    if (response.status === 401 && token) onUnauthorized?.();
    throw new ApiError(response.status, messageOf(body), undefined, codeOf(body), issuesOf(body));
  }
  return response.blob();
}
