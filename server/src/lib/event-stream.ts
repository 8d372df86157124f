import type { FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough } from 'node:stream';
import { tooManyRequests } from './errors';

export interface EventStreamsOptions {
  /** Streams one user may hold open at once (tabs, devices); one more is a 429. */
  perUser?: number;
  /** A comment line this often keeps proxies from closing a quiet stream. */
  heartbeatMs?: number;
}

/**
 * Server-Sent Events for a feature: each open stream is a PassThrough the reply sends, so the
 * usual hooks set its headers; `broadcast` writes one small event to every stream. A stream costs
 * a socket and a few hundred bytes, nothing per request. `close()` ends every stream so the server
 * can shut down (call it from `preClose`).
 */
export class EventStreams {
  private readonly streams = new Set<PassThrough>();
  private readonly byUser = new Map<string, number>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly perUser: number;

  constructor(opts: EventStreamsOptions = {}) {
    this.perUser = opts.perUser ?? 10;
    this.heartbeat = setInterval(() => this.write(': ping\n\n'), opts.heartbeatMs ?? 25_000);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.streams.size;
  }

  /** Opens a stream for `userId` on this request; the route returns what this returns. */
  open(request: FastifyRequest, reply: FastifyReply, userId: string): FastifyReply {
    const held = this.byUser.get(userId) ?? 0;
    if (held >= this.perUser)
      throw tooManyRequests('Too many open live connections: close a tab and try again.');
    const stream = new PassThrough();
    this.streams.add(stream);
    this.byUser.set(userId, held + 1);
    let closed = false;
    const done = () => {
      if (closed) return;
      closed = true;
      this.streams.delete(stream);
      const left = (this.byUser.get(userId) ?? 1) - 1;
      if (left > 0) this.byUser.set(userId, left);
      else this.byUser.delete(userId);
      stream.end();
    };
    request.raw.on('close', done);
    stream.on('close', done);
    // The client reconnects after 3 s should the stream drop; the first event opens it at once.
    stream.write('retry: 3000\n: open\n\n');
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-accel-buffering', 'no')
      .send(stream);
  }

  /** Sends `event` with `data` (one line) to every open stream. */
  broadcast(event: string, data: string): void {
    this.write(`event: ${event}\ndata: ${data.replace(/[\r\n]/g, ' ')}\n\n`);
  }

  private write(chunk: string): void {
    for (const stream of this.streams) stream.write(chunk);
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const stream of this.streams) stream.end();
    this.streams.clear();
    this.byUser.clear();
  }
}
