import type { FastifyInstance, onResponseHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { Database } from '../db/client';
import { LoopDelay } from './loop-delay';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Upper bounds (seconds) of the latency histogram: a cached poll answers in well under a millisecond. */
export const LATENCY_BUCKETS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
] as const;

export type MailOutcome = 'sent' | 'failed';

export interface Metrics {
  /** Counts one message the mailer sent or failed to send. */
  mail(outcome: MailOutcome): void;
  /** The Prometheus text exposition (format 0.0.4) of everything counted so far. */
  render(): string;
}

/** A label value as the text format wants it: backslash, quote and newline escaped. */
const labelValue = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/** One route and method: its answers by status and its latency histogram. */
class RouteStats {
  /** Answers by status code. */
  readonly statuses = new Map<number, number>();
  /** Non-cumulative counts per bucket; the last one is +Inf. */
  readonly buckets = new Float64Array(LATENCY_BUCKETS.length + 1);
  sum = 0;
  count = 0;

  constructor(readonly labels: string) {}

  observe(status: number, seconds: number): void {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    let i = 0;
    while (i < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[i]!) i++;
    this.buckets[i]!++;
    this.sum += seconds;
    this.count++;
  }
}

/**
 * The label a route is counted under: its pattern (`/api/courses/:courseId`, never the URL, so a
 * label per course or token cannot grow without bound). The web app's files are one route each,
 * named by file: they share one label.
 */
function routeLabel(url: string): string {
  if (url === '/api' || url.startsWith('/api/') || url.includes(':') || url.includes('*')) return url;
  return '(static files)';
}

interface PoolLike {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

/**
 * Request counts and latency by route, the database pool, mail, and the process's memory and
 * event-loop delay, kept in memory per process and rendered for Prometheus at /api/metrics.
 *
 * Per request this costs one hook on the route itself (no lookup by route: each route's hook
 * holds its own counters), a status count and a histogram bucket; docs/decisions/017 has the
 * measurements. Requests that match no route (404s of unknown paths) are not counted per route.
 * Register before the routes: it sees them through `onRoute`.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: { database: Database }) => {
  const routes = new Map<string, RouteStats>();
  const mail: Record<MailOutcome, number> = { sent: 0, failed: 0 };
  const loopDelay = new LoopDelay();
  loopDelay.start();
  app.addHook('onClose', async () => loopDelay.stop());

  function statsFor(method: string, url: string): RouteStats {
    const route = routeLabel(url);
    const key = `${method} ${route}`;
    let stats = routes.get(key);
    if (!stats) {
      stats = new RouteStats(`method="${labelValue(method)}",route="${labelValue(route)}"`);
      routes.set(key, stats);
    }
    return stats;
  }

  function recorder(route: RouteOptions): onResponseHookHandler {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.length === 1) {
      const stats = statsFor(methods[0]!, route.url);
      return (_request, reply, done) => {
        stats.observe(reply.statusCode, reply.elapsedTime / 1000);
        done();
      };
    }
    const byMethod = new Map(methods.map((m) => [m, statsFor(m, route.url)]));
    return (request, reply, done) => {
      byMethod.get(request.method)?.observe(reply.statusCode, reply.elapsedTime / 1000);
      done();
    };
  }

  app.addHook('onRoute', (route) => {
    const existing = route.onResponse
      ? Array.isArray(route.onResponse)
        ? route.onResponse
        : [route.onResponse]
      : [];
    route.onResponse = [recorder(route), ...existing];
  });

  const pool = (opts.database.db as unknown as { $client?: unknown }).$client;
  const pgPool = pool instanceof pg.Pool ? (pool as unknown as PoolLike) : undefined;

  function render(): string {
    const out: string[] = [];
    const metric = (name: string, type: string, help: string) =>
      out.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
    const used = [...routes.values()].filter((s) => s.count > 0);

    metric('http_requests_total', 'counter', 'Requests answered, by method, route pattern and status.');
    for (const s of used) {
      for (const [status, count] of s.statuses)
        out.push(`http_requests_total{${s.labels},status="${status}"} ${count}`);
    }
    metric(
      'http_request_duration_seconds',
      'histogram',
      "Time from a request's arrival to the end of its answer, by method and route pattern.",
    );
    for (const s of used) {
      let cumulative = 0;
      LATENCY_BUCKETS.forEach((le, i) => {
        cumulative += s.buckets[i]!;
        out.push(`http_request_duration_seconds_bucket{${s.labels},le="${le}"} ${cumulative}`);
      });
      out.push(`http_request_duration_seconds_bucket{${s.labels},le="+Inf"} ${s.count}`);
      out.push(`http_request_duration_seconds_sum{${s.labels}} ${s.sum}`);
      out.push(`http_request_duration_seconds_count{${s.labels}} ${s.count}`);
    }

    const kind = `kind="${opts.database.kind}"`;
    metric(
      'db_pool_connections',
      'gauge',
      'Database connections open, by state (the embedded database is one connection).',
    );
    metric('db_pool_max_connections', 'gauge', 'The most connections the pool opens.');
    metric('db_pool_waiting_requests', 'gauge', 'Queries waiting for a free connection.');
    if (pgPool) {
      out.push(`db_pool_connections{${kind},state="total"} ${pgPool.totalCount}`);
      out.push(`db_pool_connections{${kind},state="idle"} ${pgPool.idleCount}`);
      out.push(`db_pool_max_connections{${kind}} ${pgPool.options?.max ?? 10}`);
      out.push(`db_pool_waiting_requests{${kind}} ${pgPool.waitingCount}`);
    } else {
      // PGlite: one connection in the process, its queries queued inside PGlite (not visible here).
      out.push(`db_pool_connections{${kind},state="total"} 1`);
      out.push(`db_pool_max_connections{${kind}} 1`);
    }

    metric(
      'mail_sent_total',
      'counter',
      'Messages the mailer handed to the relay (or the outbox), by outcome.',
    );
    for (const outcome of ['sent', 'failed'] as const)
      out.push(`mail_sent_total{outcome="${outcome}"} ${mail[outcome]}`);

    const memory = process.memoryUsage();
    metric('process_resident_memory_bytes', 'gauge', 'Resident memory size in bytes.');
    out.push(`process_resident_memory_bytes ${memory.rss}`);
    metric('nodejs_heap_size_used_bytes', 'gauge', 'V8 heap in use, in bytes.');
    out.push(`nodejs_heap_size_used_bytes ${memory.heapUsed}`);
    metric('nodejs_heap_size_total_bytes', 'gauge', 'V8 heap reserved, in bytes.');
    out.push(`nodejs_heap_size_total_bytes ${memory.heapTotal}`);
    metric(
      'nodejs_external_memory_bytes',
      'gauge',
      'Memory of C++ objects bound to JavaScript (buffers, WebAssembly), in bytes.',
    );
    out.push(`nodejs_external_memory_bytes ${memory.external}`);
    const cpu = process.cpuUsage();
    metric('process_cpu_seconds_total', 'counter', 'User and system CPU time spent, in seconds.');
    out.push(`process_cpu_seconds_total ${(cpu.user + cpu.system) / 1e6}`);
    metric(
      'process_start_time_seconds',
      'gauge',
      'Start time of the process since the Unix epoch, in seconds.',
    );
    out.push(`process_start_time_seconds ${Math.round(Date.now() / 1000 - process.uptime())}`);
    // Since the previous scrape, sampled every LOOP_SAMPLE_MS.
    const lag = loopDelay.take();
    metric(
      'nodejs_eventloop_lag_seconds',
      'gauge',
      'How late the event loop ran a timer, since the previous scrape, by statistic.',
    );
    out.push(`nodejs_eventloop_lag_seconds{stat="mean"} ${lag.mean}`);
    out.push(`nodejs_eventloop_lag_seconds{stat="p99"} ${lag.p99}`);
    out.push(`nodejs_eventloop_lag_seconds{stat="max"} ${lag.max}`);
    return `${out.join('\n')}\n`;
  }

  app.decorate('metrics', {
    mail: (outcome: MailOutcome) => void mail[outcome]++,
    render,
  } satisfies Metrics);
});
