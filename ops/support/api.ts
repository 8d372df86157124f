import fs from 'node:fs';
import path from 'node:path';
import type { Role } from './server';

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's address as a proxy would tell it (the servers run with TRUST_PROXY=1). */
  from?: string;
  signal?: AbortSignal;
}

/** One JSON call to the API at `base` (a server or the proxy); resolves with whatever comes back. */
export async function call<T = unknown>(
  base: string,
  method: string,
  route: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.from) headers['x-forwarded-for'] = options.from;
  // fetch() adds `Cache-Control: no-cache` to a request carrying If-None-Match (the Fetch
  // standard's no-store mode), which asks the server not to answer 304; a browser revalidating
  // its cached copy sends max-age=0 instead.
  if (headers['if-none-match'] && !headers['cache-control']) headers['cache-control'] = 'max-age=0';
  const res = await fetch(`${base}${route}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal ?? AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let body: unknown = text;
  if (res.headers.get('content-type')?.includes('application/json') && text) body = JSON.parse(text);
  return { status: res.status, headers: res.headers, body: body as T };
}

/** Like `call`, but any status other than `expected` throws with the answer. */
export async function ok<T = unknown>(
  expected: number,
  base: string,
  method: string,
  route: string,
  options: CallOptions = {},
): Promise<T> {
  const answer = await call<T>(base, method, route, options);
  if (answer.status !== expected)
    throw new Error(`${method} ${route}: ${answer.status}, not ${expected}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export interface Session {
  token: string;
  user: { _id: string; name: string; email: string; role: Role };
}

export async function login(
  base: string,
  account: { email: string; password: string },
  role: Role,
  from?: string,
): Promise<Session> {
  return ok<Session>(200, base, 'POST', '/api/auth/login', {
    body: { email: account.email, password: account.password, role, remember: false },
    from,
  });
}

/** Undoes quoted-printable soft line breaks and `=3D`, enough to read a link out of an .eml file. */
function unquote(eml: string): string {
  return eml.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

/** The set-password token of the newest invitation e-mailed to `email` in DATA_DIR/outbox. */
export function inviteToken(dataDir: string, email: string): string | undefined {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return undefined;
  const mails = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()
    .map((name) => unquote(fs.readFileSync(path.join(dir, name), 'utf8')));
  for (const mail of mails) {
    if (!new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(mail)) continue;
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail)?.[1];
    if (token) return token;
  }
  return undefined;
}

export interface NewUser {
  name: string;
  email: string;
  role: Role;
  password: string;
}

/**
 * Accounts beyond the demo ones, made the way a school makes them: the admin invites each (the
 * invitation is e-mailed to DATA_DIR/outbox), the invitee sets a password through the link, logs in.
 */
export async function inviteUsers(
  base: string,
  dataDir: string,
  adminToken: string,
  users: NewUser[],
): Promise<Session[]> {
  return Promise.all(
    users.map(async (user, i) => {
      const from = `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      await ok(201, base, 'POST', '/api/users', {
        token: adminToken,
        body: { name: user.name, email: user.email, role: user.role },
      });
      let token: string | undefined;
      const deadline = Date.now() + 10_000;
      while (!(token = inviteToken(dataDir, user.email))) {
        if (Date.now() > deadline) throw new Error(`No invitation for ${user.email} in ${dataDir}/outbox`);
        await new Promise((r) => setTimeout(r, 50));
      }
      await ok(200, base, 'POST', '/api/auth/reset-password', {
        body: { token, newPassword: user.password },
        from,
      });
      return login(base, user, user.role, from);
    }),
  );
}
