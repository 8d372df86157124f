import https from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';

export interface TlsAnswer<T = unknown> {
  status: number;
  headers: IncomingHttpHeaders;
  body: T;
  raw: Buffer;
}

/** Requests through the proxy over TLS, trusting its self-signed certificate. */
export function tlsClient(base: string, ca: Buffer) {
  const agent = new https.Agent({ ca, keepAlive: true });
  const request = <T = unknown>(
    method: string,
    route: string,
    options: { token?: string; body?: unknown; raw?: Buffer; headers?: Record<string, string> } = {},
  ): Promise<TlsAnswer<T>> =>
    new Promise((resolve, reject) => {
      const headers: Record<string, string | number> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let payload: Buffer | undefined = options.raw;
      if (options.body !== undefined) {
        payload = Buffer.from(JSON.stringify(options.body));
        headers['content-type'] = 'application/json';
      }
      if (payload) headers['content-length'] = payload.length;
      const req = https.request(`${base}${route}`, { method, headers, agent, timeout: 60_000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          let body: unknown = raw.toString();
          if (
            res.headers['content-type']?.includes('application/json') &&
            !res.headers['content-encoding'] &&
            raw.length
          )
            body = JSON.parse(raw.toString());
          resolve({ status: res.statusCode!, headers: res.headers, body: body as T, raw });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.on('timeout', () => req.destroy(new Error(`${method} ${route}: no answer in time`)));
      req.end(payload);
    });

  /**
   * Opens a Server-Sent Events stream; `next(event)` resolves with the data of the next event of
   * that name after the call (or rejects after `timeoutMs`).
   */
  const events = (route: string, token: string) =>
    new Promise<{
      opened: string;
      next(event: string, timeoutMs?: number): Promise<string>;
      close(): void;
    }>((resolve, reject) => {
      let buffer = '';
      const waiters: { event: string; resolve: (data: string) => void }[] = [];
      const req = https.get(
        `${base}${route}`,
        { agent, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
        (res) => {
          if (res.statusCode !== 200) {
            reject(new Error(`${route}: ${res.statusCode}`));
            res.resume();
            return;
          }
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            buffer += chunk;
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const name = /^event: (.*)$/m.exec(block)?.[1];
              const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
              if (block.includes(': open')) {
                resolve({
                  opened: res.headers['content-type'] ?? '',
                  next: (event, timeoutMs = 5_000) =>
                    new Promise((ok, fail) => {
                      const timer = setTimeout(
                        () => fail(new Error(`no "${event}" event in ${timeoutMs} ms`)),
                        timeoutMs,
                      );
                      waiters.push({
                        event,
                        resolve: (d) => {
                          clearTimeout(timer);
                          ok(d);
                        },
                      });
                    }),
                  close: () => req.destroy(),
                });
              }
              if (!name) continue;
              const i = waiters.findIndex((w) => w.event === name);
              if (i >= 0) waiters.splice(i, 1)[0]!.resolve(data);
            }
          });
        },
      );
      req.on('error', (err) => reject(err));
    });

  return { request, events, close: () => agent.destroy() };
}
