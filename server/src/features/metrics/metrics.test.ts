import { describe, expect, it } from 'vitest';
import { LOOP_SAMPLE_MS } from '../../plugins/loop-delay';
import { LATENCY_BUCKETS } from '../../plugins/metrics';
import { signIn, useTestApp, type TestContext } from '../../../test/helpers';

const TOKEN = 'metrics-token-0123456789-abcdefghij-XYZ';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * Reads Prometheus's text format 0.0.4 strictly: every line a comment (`# HELP`, `# TYPE`) or a
 * sample `name{label="value",…} number`; each sample's family declared by a TYPE line before it.
 */
function parseExposition(text: string): { types: Map<string, string>; samples: Sample[] } {
  expect(text.endsWith('\n')).toBe(true);
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.slice(0, -1).split('\n')) {
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      expect(types.has(type[1]!), `TYPE ${type[1]} twice`).toBe(false);
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (/^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* \S.*$/.test(line)) continue;
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|NaN|\+Inf|-Inf)$/.exec(line);
    expect(sample, `not a sample: ${line}`).not.toBeNull();
    const labels: Record<string, string> = {};
    const labelText = sample![2] ?? '';
    const labelPattern = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(,|$)/y;
    let at = 0;
    while (at < labelText.length) {
      labelPattern.lastIndex = at;
      const label = labelPattern.exec(labelText);
      expect(label, `bad labels: ${line}`).not.toBeNull();
      labels[label![1]!] = label![2]!;
      at = labelPattern.lastIndex;
    }
    const name = sample![1]!;
    const family = types.has(name) ? name : name.replace(/_(bucket|sum|count)$/, '');
    expect(types.has(family), `${name} has no TYPE line before it`).toBe(true);
    samples.push({ name, labels, value: Number(sample![3]) });
  }
  return { types, samples };
}

async function scrape(ctx: TestContext, authorization?: string) {
  return ctx.app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: authorization ? { authorization } : {},
  });
}

const valueOf = (samples: Sample[], name: string, labels: Record<string, string>) =>
  samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

describe('GET /api/metrics', () => {
  const ctx = useTestApp({ METRICS_TOKEN: TOKEN });

  it('is for admins and the holder of METRICS_TOKEN', async () => {
    expect((await scrape(ctx)).statusCode).toBe(401);
    expect((await scrape(ctx, `Bearer ${TOKEN.slice(0, -1)}Q`)).statusCode).toBe(401);
    expect((await scrape(ctx, `Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(ctx, TOKEN)).statusCode).toBe(401);
    expect((await scrape(ctx, `Bearer ${(await signIn(ctx, 'student')).token}`)).statusCode).toBe(403);
    expect((await scrape(ctx, `Bearer ${(await signIn(ctx, 'smartLABS')).token}`)).statusCode).toBe(403);

    const admin = await scrape(ctx, `Bearer ${(await signIn(ctx, 'admin')).token}`);
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const scraper = await scrape(ctx, `Bearer ${TOKEN}`);
    expect(scraper.statusCode).toBe(200);
    expect(scraper.headers['cache-control']).toBe('no-store');
    parseExposition(scraper.body);
  });

  it('counts requests by route pattern and status, with their latency', async () => {
    const student = await signIn(ctx, 'student');
    const before = parseExposition((await scrape(ctx, `Bearer ${TOKEN}`)).body).samples;
    const health = { method: 'GET', route: '/api/health', status: '200' };
    const startHealth = valueOf(before, 'http_requests_total', health) ?? 0;

    for (let i = 0; i < 3; i++) await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const unknownCourse = '3f1e4a52-9c0b-4c1e-8d7a-2b5f6e7d8c9a';
    await student.inject({ method: 'GET', url: `/api/courses/${unknownCourse}` });
    await ctx.app.inject({ method: 'GET', url: `/api/courses/${unknownCourse}` });

    const text = (await scrape(ctx, `Bearer ${TOKEN}`)).body;
    const { types, samples } = parseExposition(text);
    expect(types.get('http_requests_total')).toBe('counter');
    expect(types.get('http_request_duration_seconds')).toBe('histogram');
    expect(valueOf(samples, 'http_requests_total', health)).toBe(startHealth + 3);
    // The route's pattern, never the address asked for.
    const course = { method: 'GET', route: '/api/courses/:id' };
    expect(valueOf(samples, 'http_requests_total', { ...course, status: '404' })).toBe(1);
    expect(valueOf(samples, 'http_requests_total', { ...course, status: '401' })).toBe(1);
    expect(text).not.toContain(unknownCourse);

    // The histogram: cumulative buckets in order, +Inf equal to the count, a plausible sum.
    const buckets = samples.filter(
      (s) => s.name === 'http_request_duration_seconds_bucket' && s.labels.route === '/api/courses/:id',
    );
    expect(buckets.map((b) => b.labels.le)).toEqual([...LATENCY_BUCKETS.map(String), '+Inf']);
    const counts = buckets.map((b) => b.value);
    expect([...counts].sort((a, b) => a - b)).toEqual(counts);
    expect(counts.at(-1)).toBe(2);
    expect(valueOf(samples, 'http_request_duration_seconds_count', course)).toBe(2);
    const sum = valueOf(samples, 'http_request_duration_seconds_sum', course)!;
    expect(sum).toBeGreaterThan(0);
    expect(sum).toBeLessThan(10);
  });

  it('reports the database pool, mail, memory and the event loop', async () => {
    const mailBefore = valueOf(
      parseExposition((await scrape(ctx, `Bearer ${TOKEN}`)).body).samples,
      'mail_sent_total',
      {
        outcome: 'sent',
      },
    );
    await ctx.app.mailer.send({ to: 'someone@example.test', subject: 'Hello', text: 'Counted.' });

    const { types, samples } = parseExposition((await scrape(ctx, `Bearer ${TOKEN}`)).body);
    expect(valueOf(samples, 'mail_sent_total', { outcome: 'sent' })).toBe((mailBefore ?? 0) + 1);
    expect(valueOf(samples, 'mail_sent_total', { outcome: 'failed' })).toBe(0);

    const kind = ctx.database.kind;
    expect(types.get('db_pool_connections')).toBe('gauge');
    const total = valueOf(samples, 'db_pool_connections', { kind, state: 'total' })!;
    expect(total).toBeGreaterThanOrEqual(1);
    const max = valueOf(samples, 'db_pool_max_connections', { kind })!;
    expect(total).toBeLessThanOrEqual(max);
    if (kind === 'postgres') {
      expect(valueOf(samples, 'db_pool_connections', { kind, state: 'idle' })).toBeGreaterThanOrEqual(0);
      expect(valueOf(samples, 'db_pool_waiting_requests', { kind })).toBeGreaterThanOrEqual(0);
    } else {
      expect(max).toBe(1);
    }

    expect(valueOf(samples, 'process_resident_memory_bytes', {})).toBeGreaterThan(10e6);
    expect(valueOf(samples, 'nodejs_heap_size_used_bytes', {})).toBeGreaterThan(1e6);
    expect(valueOf(samples, 'process_cpu_seconds_total', {})).toBeGreaterThan(0);
    for (const stat of ['mean', 'p99', 'max']) {
      expect(valueOf(samples, 'nodejs_eventloop_lag_seconds', { stat })).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('the event-loop delay', () => {
  const ctx = useTestApp({ METRICS_TOKEN: TOKEN });
  const lag = async (stat: string) =>
    valueOf(
      parseExposition((await scrape(ctx, `Bearer ${TOKEN}`)).body).samples,
      'nodejs_eventloop_lag_seconds',
      {
        stat,
      },
    )!;

  it('is how late the loop ran its timer: a 100 ms block shows as at least 80 ms', async () => {
    await lag('max'); // a scrape starts a new reading; the block comes right after it
    const start = performance.now();
    while (performance.now() - start < 100); // the loop blocked for 100 ms
    await new Promise((resolve) => setTimeout(resolve, 3 * LOOP_SAMPLE_MS));
    // The timer was due at most LOOP_SAMPLE_MS into the block, so it ran at least 80 ms late.
    expect(await lag('max')).toBeGreaterThanOrEqual(0.1 - LOOP_SAMPLE_MS / 1000);
  });
});

describe('GET /api/metrics without METRICS_TOKEN', () => {
  const ctx = useTestApp();

  it('takes no token at all, only admins', async () => {
    expect((await scrape(ctx, `Bearer ${TOKEN}`)).statusCode).toBe(401);
    expect((await scrape(ctx, 'Bearer ')).statusCode).toBe(401);
    expect((await scrape(ctx, `Bearer ${(await signIn(ctx, 'admin')).token}`)).statusCode).toBe(200);
  });
});
