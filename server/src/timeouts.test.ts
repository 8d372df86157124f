import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { signIn, useTestApp } from '../test/helpers';

// Issue 25, item 7: with no request timeout a client dribbling bytes held its socket forever.

/** Connects, sends `head`, then one byte of `drip` (if any) every `everyMs`; resolves when the server closes. */
function dribble(port: number, head: string, drip: string, everyMs: number) {
  const socket = net.connect(port, '127.0.0.1');
  const started = Date.now();
  let answer = '';
  socket.on('data', (d: Buffer) => (answer += d.toString()));
  socket.on('error', () => undefined);
  let i = 0;
  socket.once('connect', () => socket.write(head));
  const timer = setInterval(() => {
    if (drip && !socket.destroyed && socket.writable) socket.write(drip[i++ % drip.length]!);
  }, everyMs || 1000);
  return new Promise<{ afterMs: number; answer: string }>((resolve) =>
    socket.once('close', () => {
      clearInterval(timer);
      resolve({ afterMs: Date.now() - started, answer });
    }),
  );
}

async function listen(app: ReturnType<typeof useTestApp>['app']): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as net.AddressInfo).port;
}

describe('slow clients', { timeout: 30_000 }, () => {
  const ctx = useTestApp({ HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000' });

  it('cuts off a client dribbling header bytes once the header timeout has passed', async () => {
    const port = await listen(ctx.app);
    const cut = await dribble(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n', 'X-Slow: aaaa', 200);
    expect(cut.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(cut.afterMs).toBeGreaterThanOrEqual(900);
    expect(cut.afterMs).toBeLessThan(2500);
  });

  it('cuts off a client dribbling a body once the request timeout has passed', async () => {
    const port = await listen(ctx.app);
    const head =
      'POST /api/submit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
    const cut = await dribble(port, head, '{"name":"', 200);
    expect(cut.answer === '' || /^HTTP\/1\.1 408/.test(cut.answer)).toBe(true);
    expect(cut.afterMs).toBeGreaterThanOrEqual(1900);
    expect(cut.afterMs).toBeLessThan(4000);
  });

  it('keeps a live-update stream open well past both timeouts', async () => {
    const member = await signIn(ctx, 'smartLABS');
    const port = await listen(ctx.app);
    const res = await fetch(`http://127.0.0.1:${port}/api/forum/events`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let closed = false;
    void (async () => {
      while (!(await reader.read()).done);
      closed = true;
    })().catch(() => (closed = true));
    await new Promise((r) => setTimeout(r, 4500));
    expect(closed).toBe(false);
    await reader.cancel();
  });
});

describe('a silent client', { timeout: 30_000 }, () => {
  const ctx = useTestApp({ HEADERS_TIMEOUT_MS: '1000', IDLE_TIMEOUT_MS: '1500', AI_TIMEOUT_MS: '100' });

  it('is cut off after the idle timeout when it stops sending its body', async () => {
    const port = await listen(ctx.app);
    const head =
      'POST /api/submit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{';
    const cut = await dribble(port, head, '', 0);
    expect(cut.afterMs).toBeGreaterThanOrEqual(1400);
    expect(cut.afterMs).toBeLessThan(4000);
  });
});
