import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, inviteUsers, login, ok, type Session } from '../support/api';
import { tlsClient } from '../support/https';
import { startNginx, type Proxy } from '../support/nginx';
import { createDatabase, type TestDatabase } from '../support/postgres';
import { createCourse } from '../support/school';
import { startServer, tempDir, type RunningServer } from '../support/server';

/**
 * Two API processes on one PostgreSQL behind nginx running deploy/nginx.conf: a write through one
 * process is seen through the other at once, and the proxy path (TLS, live updates, large
 * uploads, a process going away) works as docs/deploy.md promises.
 */

/** How long "at once" may take: the other process hears of a change through LISTEN/NOTIFY. */
const AT_ONCE_MS = 2_000;

let database: TestDatabase;
let a: RunningServer;
let b: RunningServer;
let proxy: Proxy;
let admin: Session;
let member: Session;
const dataDirs: string[] = [];
const delays: Record<string, number> = {};

/** Polls `check` until it is true; resolves with how long that took, or fails after AT_ONCE_MS. */
async function within(label: string, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) {
      delays[label] = Date.now() - started;
      return delays[label];
    }
    if (Date.now() - started > AT_ONCE_MS) throw new Error(`${label}: not seen within ${AT_ONCE_MS} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

beforeAll(async () => {
  database = await createDatabase('scaleout');
  const dirA = tempDir('process-a');
  const dirB = tempDir('process-b');
  dataDirs.push(dirA, dirB);
  // A starts first and migrates and seeds the new database; B joins it, as a second machine would.
  a = await startServer({ databaseUrl: database.url, dataDir: dirA });
  b = await startServer({ databaseUrl: database.url, dataDir: dirB, accounts: a.accounts });
  proxy = await startNginx([a.port, b.port]);
  admin = await login(a.url, a.accounts.admin!, 'admin');
  member = await login(a.url, a.accounts.smartLABS!, 'smartLABS');
});

afterAll(async () => {
  console.log(
    `[scale-out] seen through the other process after: ${Object.entries(delays)
      .map(([k, v]) => `${k} ${v} ms`)
      .join(', ')}`,
  );
  await proxy?.stop().catch(() => undefined);
  await Promise.all([a?.stop().catch(() => a.kill9()), b?.stop().catch(() => b.kill9())]);
  await database?.drop().catch(() => undefined);
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('two API processes on one PostgreSQL', () => {
  it('a course an admin creates through A is in the course list through B at once', async () => {
    const before = await call<{ title: string }[]>(b.url, 'GET', '/api/courses', { token: admin.token });
    expect(before.status).toBe(200);
    const etag = before.headers.get('etag')!;
    expect(etag).toBeTruthy();
    // B holds the list in its cache, with that tag.
    expect(
      (await call(b.url, 'GET', '/api/courses', { token: admin.token, headers: { 'if-none-match': etag } }))
        .status,
    ).toBe(304);

    const course = await createCourse(a.url, admin.token, 'Scaling out on PostgreSQL');
    await within('course list', async () => {
      const list = await call<{ _id: string }[]>(b.url, 'GET', '/api/courses', { token: admin.token });
      return list.status === 200 && list.body.some((c) => c._id === course._id);
    });
    const after = await call(b.url, 'GET', '/api/courses', {
      token: admin.token,
      headers: { 'if-none-match': etag },
    });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  it("a member's forum feed through B answers 304, then 200 with a post made through A, then 304 again", async () => {
    const first = await call(b.url, 'GET', '/api/forum', { token: member.token });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    const poll = (tag: string) =>
      call<{ items: { question: string }[] }>(b.url, 'GET', '/api/forum', {
        token: member.token,
        headers: { 'if-none-match': tag },
      });
    expect((await poll(etag)).status).toBe(304);

    await ok(201, a.url, 'POST', '/api/forum', {
      token: member.token,
      body: { userId: member.user._id, question: 'Posted through process A', category: 'general' },
    });
    let fresh: Awaited<ReturnType<typeof poll>> | undefined;
    await within('forum feed', async () => {
      fresh = await poll(etag);
      return fresh.status === 200;
    });
    expect(fresh!.body.items[0]!.question).toBe('Posted through process A');
    const newTag = fresh!.headers.get('etag')!;
    expect(newTag).not.toBe(etag);
    expect((await poll(newTag)).status).toBe(304);
  });

  it('a session logged out through B is refused by A', async () => {
    const session = await login(a.url, a.accounts.student!, 'student');
    expect((await call(a.url, 'GET', '/api/auth/validate-token', { token: session.token })).status).toBe(200);
    expect((await call(b.url, 'GET', '/api/auth/validate-token', { token: session.token })).status).toBe(200);
    await ok(200, b.url, 'POST', '/api/auth/logout', { token: session.token });
    await within('logout', async () => {
      const answer = await call(a.url, 'GET', '/api/auth/validate-token', { token: session.token });
      return answer.status === 401;
    });
    expect((await call(a.url, 'GET', '/api/courses', { token: session.token })).status).toBe(401);
  });

  it('a user an admin deactivates through B is refused by A: their token and their login', async () => {
    const account = {
      name: 'Dev Patel',
      email: 'dev@ops.example.test',
      role: 'student' as const,
      password: 'dev-password-123',
    };
    const [dev] = await inviteUsers(a.url, a.dataDir, admin.token, [account]);
    expect((await call(a.url, 'GET', '/api/courses', { token: dev!.token })).status).toBe(200);

    await ok(200, b.url, 'POST', `/api/users/${dev!.user._id}/deactivate`, { token: admin.token });
    await within('deactivation', async () => {
      const answer = await call(a.url, 'GET', '/api/courses', { token: dev!.token });
      return answer.status === 401;
    });
    const again = await call<{ msg: string }>(a.url, 'POST', '/api/auth/login', {
      body: { email: account.email, password: account.password, role: 'student', remember: false },
    });
    expect(again.status).toBe(403);
  });
});

describe('nginx with deploy/nginx.conf in front of both', () => {
  it('serves the API over TLS with HSTS, the app compressing, 304s, and plain http redirected', async () => {
    const client = tlsClient(proxy.httpsUrl, proxy.ca);
    try {
      const health = await client.request<{ status: string }>('GET', '/api/health');
      expect(health.status).toBe(200);
      expect(health.body).toEqual({ status: 'ok' });
      // The app's own security headers come through, HSTS among them.
      expect(health.headers['strict-transport-security']).toBeTruthy();

      const session = await client.request<{ token: string }>('POST', '/api/auth/login', {
        body: {
          email: a.accounts.admin!.email,
          password: a.accounts.admin!.password,
          role: 'admin',
          remember: false,
        },
      });
      expect(session.status).toBe(200);
      // The course list as the app compressed it (nginx adds no second gzip), then a 304.
      const list = await client.request('GET', '/api/courses', {
        token: session.body.token,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(list.status).toBe(200);
      expect(list.headers['content-encoding']).toBe('gzip');
      const again = await client.request('GET', '/api/courses', {
        token: session.body.token,
        headers: { 'accept-encoding': 'gzip', 'if-none-match': String(list.headers.etag) },
      });
      expect(again.status).toBe(304);
    } finally {
      client.close();
    }
    const plain = await fetch(`${proxy.httpUrl}/dashboard`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toMatch(/^https:\/\/[^/]+\/dashboard$/);
  });

  it("tells the app the client's own address: a forged X-Forwarded-For does not dodge a rate limit", async () => {
    const client = tlsClient(proxy.httpsUrl, proxy.ca);
    try {
      // Logins are limited to 10 a minute per address and e-mail. Were the forged address passed
      // on, each attempt would count for a different client and none would be refused.
      const statuses: number[] = [];
      for (let i = 1; i <= 11; i++) {
        const answer = await client.request('POST', '/api/auth/login', {
          body: {
            email: 'nobody@ops.example.test',
            password: 'not-the-password',
            role: 'student',
            remember: false,
          },
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        });
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);
    } finally {
      client.close();
    }
  });

  it('streams the forum\'s live updates through the proxy: a post through A arrives as "changed"', async () => {
    const client = tlsClient(proxy.httpsUrl, proxy.ca);
    // Two streams (least_conn spreads open connections over the processes): each must hear of a post.
    const streams = [
      await client.events('/api/forum/events', member.token),
      await client.events('/api/forum/events', member.token),
    ];
    try {
      for (const stream of streams) expect(stream.opened).toMatch(/^text\/event-stream/);
      const heard = streams.map((s) => s.next('changed', AT_ONCE_MS));
      const posted = Date.now();
      await ok(201, a.url, 'POST', '/api/forum', {
        token: member.token,
        body: { userId: member.user._id, question: 'Live through nginx', category: 'general' },
      });
      await Promise.all(heard);
      delays['live update through nginx'] = Date.now() - posted;
    } finally {
      streams.forEach((s) => s.close());
      client.close();
    }
  });

  it("takes a forum video larger than nginx's default body limit (15 MB)", async () => {
    const client = tlsClient(proxy.httpsUrl, proxy.ca);
    try {
      const video = Buffer.alloc(15 * 1024 * 1024, 0);
      // An MP4's ftyp box: the app reads the type from the bytes.
      Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex').copy(video);
      const boundary = 'atelier-ops-boundary';
      const raw = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="site-visit.mp4"\r\n` +
            'Content-Type: video/mp4\r\n\r\n',
        ),
        video,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const upload = await client.request<{ kind: string; url: string }>('POST', '/api/forum/upload', {
        token: member.token,
        raw,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(upload.status, JSON.stringify(upload.body)).toBe(201);
      expect(upload.body.kind).toBe('video');
    } finally {
      client.close();
    }
  });

  it('keeps answering when one API process stops', async () => {
    await b.stop();
    const client = tlsClient(proxy.httpsUrl, proxy.ca);
    try {
      for (let i = 0; i < 6; i++) {
        const feed = await client.request('GET', '/api/forum', { token: member.token });
        expect(feed.status).toBe(200);
      }
    } finally {
      client.close();
    }
    expect(proxy.accessLog()).toContain('/api/forum/events');
  });
});
