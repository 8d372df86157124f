import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What an incoming `X-Request-Id` may be to be kept: short, and only characters safe in a header and a log. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:@+=/-]{1,64}$/;

/**
 * A request's id: the proxy's `X-Request-Id` when it sent a safe one (so one id follows a request
 * from the proxy's log to ours), else this process's prefix and a counter. The prefix is random per
 * process, so ids stay apart when several API processes write to one log.
 */
export function requestIdGenerator(): (request: IncomingMessage) => string {
  const prefix = randomBytes(4).toString('hex');
  let next = 0;
  return (request) => {
    const given = request.headers['x-request-id'];
    if (typeof given === 'string' && SAFE_REQUEST_ID.test(given)) return given;
    // Stays a small integer (a V8 fast path), like Fastify's own counter.
    next = (next + 1) & 0x7fffffff;
    return `${prefix}-${next.toString(36)}`;
  };
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * The logger a request gets: the app's logger, adding `reqId` to each line it writes. Pino's
 * child would bind it once, but building a child re-binds every log method on every request,
 * while a request almost never logs (docs/decisions/014); this costs one small object per request
 * and the work only when a line is written.
 */
class RequestLogger {
  constructor(
    private readonly base: FastifyBaseLogger,
    private readonly reqId: string,
  ) {}

  get level(): string {
    return this.base.level;
  }

  set level(_level: string) {
    // A request cannot change the app's level.
  }

  private write(level: Level, args: unknown[]): void {
    const base = this.base as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
    if (base.isLevelEnabled?.(level) === false) return;
    const [first, ...rest] = args;
    const log = base[level] as (obj: object, ...more: unknown[]) => void;
    if (first instanceof Error) log.call(base, { reqId: this.reqId, err: first }, ...rest);
    else if (typeof first === 'object' && first !== null)
      log.call(base, { reqId: this.reqId, ...first }, ...rest);
    else log.call(base, { reqId: this.reqId }, ...args);
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}

  isLevelEnabled(level: string): boolean {
    const base = this.base as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
    return base.isLevelEnabled?.(level) ?? true;
  }

  child(bindings: Record<string, unknown>, options?: object): FastifyBaseLogger {
    return this.base.child({ reqId: this.reqId, ...bindings }, options);
  }
}

/** Fastify's `childLoggerFactory`: see RequestLogger. */
export function requestLogger(logger: FastifyBaseLogger, bindings: { reqId?: unknown }): FastifyBaseLogger {
  return new RequestLogger(logger, String(bindings.reqId)) as unknown as FastifyBaseLogger;
}

/**
 * Every answer names its request (`X-Request-Id`), so a user's report or the proxy's log leads to
 * the server's log lines. With `LOG_REQUESTS=1`, one line per answered request as well (off by
 * default: a line per request is most of a cached answer's cost).
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  if (app.config.logRequests) {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          // The route's pattern, never the URL: paths and queries may carry signed links' tokens.
          route: request.routeOptions.url ?? null,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
      done();
    });
  }
});
