// The app/bare ratio of one scenario on a machine whose speed swings several-fold within a second
// (decision 021): the app and the bare server take turns in short rounds (app then bare, then bare
// then app, …), each round's ratio pairs two neighbouring runs, and the table reports the median
// with its spread, the bare server's range, and each server's CPU time per answer.
// Env: BENCH_ROUNDS (default 19), BENCH_ROUND (s per server per round, default 0.5),
// BENCH_WARMUP (s, default 2), BENCH_CONNECTIONS (default 10).
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import { scenarioName, type Scenario, type ScenarioRequest } from './scenarios';
import { medianInterval, spread, type Spread } from './stats';

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!(value > 0)) throw new Error(`${name} must be a positive number, not "${process.env[name]}"`);
  return value;
}

export const RATIO_SETTINGS = {
  rounds: Math.round(setting('BENCH_ROUNDS', 19)),
  roundSeconds: setting('BENCH_ROUND', 0.5),
  warmupSeconds: setting('BENCH_WARMUP', 2),
  connections: Math.round(setting('BENCH_CONNECTIONS', 10)),
};

/** A server under load: where it listens and its process (whose CPU time each round reads). */
export interface Target {
  url: string;
  pid: number | undefined;
}

/** One side's figures across the rounds. */
export interface SideFigures {
  /** Requests a second, one sample per round. */
  rps: Spread;
  /** The server process's CPU time (all threads) per answer, in µs, one sample per round. */
  cpuUsPerRequest: Spread | null;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

export interface RatioMeasure {
  /** app req/s over bare req/s, one sample per round. */
  ratio: Spread;
  /**
   * bare CPU time per answer over the app's, one sample per round: what the ratio would be were
   * both servers the only work on the machine. Steadier than the ratio of req/s (decision 021).
   */
  cpuRatio: Spread | null;
  app: SideFigures;
  bare: SideFigures;
  /** Share of one core the load generator used: near 1 means it, not the server, set the pace. */
  clientCpu: number;
  rounds: { app: number; bare: number; ratio: number }[];
}

export interface Row {
  scenario: string;
  /** Bytes of the answer on the wire (after compression, if the app compressed it). */
  answerBytes: number;
  measure: RatioMeasure;
  target: number | null;
  /** Judged on the median ratio. */
  pass: boolean | null;
  /** The target lies within the median's 95 % interval: another run may well judge otherwise. */
  close: boolean;
}

/**
 * CPU time of a process and all its threads, in µs, from each thread's schedstat (nanoseconds on
 * the CPU; /proc/<pid>/stat counts in 10 ms ticks, too coarse for a one-second round). Null off Linux.
 */
function cpuUs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    let ns = 0;
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
      try {
        ns += Number(fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        // The thread ended between the listing and the read: its time is gone from both snapshots' sum.
      }
    }
    return ns / 1000;
  } catch {
    return null;
  }
}

const clientCpuUs = () => {
  const used = process.cpuUsage();
  return used.user + used.system;
};

/** One server loaded for `seconds`, alone: its req/s and its CPU time per answer. */
async function aloneFor(target: Target, scenario: Scenario, request: ScenarioRequest, seconds: number) {
  let answers = 0;
  const cpuBefore = cpuUs(target.pid);
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url + scenario.path,
        method: scenario.method,
        headers: request.headers,
        body: request.body,
        connections: RATIO_SETTINGS.connections,
        duration: seconds,
        // autocannon notices the end at its next sample: a short interval ends the load promptly.
        sampleInt: 100,
      },
      (err, done) => (err ? reject(err) : resolve(done)),
    );
    instance.on('response', () => answers++);
  });
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = cpuUs(target.pid);
  return {
    rps: answers / elapsed,
    cpuUs: cpuBefore === null || cpuAfter === null || answers === 0 ? null : (cpuAfter - cpuBefore) / answers,
    result,
  };
}

/** Short runs taking turns (app then bare, then bare then app, …); a round pairs neighbours. */
async function rounds(app: Target, bare: Target, scenario: Scenario, request: ScenarioRequest) {
  const { rounds, roundSeconds } = RATIO_SETTINGS;
  const clientStart = clientCpuUs();
  const started = performance.now();
  const windows = [];
  const appResults: autocannon.Result[] = [];
  const bareResults: autocannon.Result[] = [];
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? (['app', 'bare'] as const) : (['bare', 'app'] as const);
    const got: Partial<Record<'app' | 'bare', Awaited<ReturnType<typeof aloneFor>>>> = {};
    for (const which of order) {
      got[which] = await aloneFor(which === 'app' ? app : bare, scenario, request, roundSeconds);
    }
    appResults.push(got.app!.result);
    bareResults.push(got.bare!.result);
    windows.push({
      app: got.app!.rps,
      bare: got.bare!.rps,
      appCpuUs: got.app!.cpuUs,
      bareCpuUs: got.bare!.cpuUs,
    });
  }
  const clientCpu = (clientCpuUs() - clientStart) / 1000 / (performance.now() - started);
  return { windows, appResults, bareResults, clientCpu };
}

function side(results: autocannon.Result[], rps: number[], cpu: (number | null)[]): SideFigures {
  const known = cpu.filter((v): v is number => v !== null);
  return {
    rps: spread(rps),
    cpuUsPerRequest: known.length > 0 ? spread(known) : null,
    // The median round's, not the worst: one round on a stalled machine is not the server's p99.
    p99: spread(results.map((r) => r.latency.p99)).median,
    requests: results.reduce((sum, r) => sum + r.requests.total, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
}

/** Warms both servers up together, then measures the ratio round by round. */
export async function measureRatio(
  app: Target,
  bare: Target,
  scenario: Scenario,
  request: ScenarioRequest,
): Promise<RatioMeasure> {
  await Promise.all([app, bare].map((t) => aloneFor(t, scenario, request, RATIO_SETTINGS.warmupSeconds)));
  const run = await rounds(app, bare, scenario, request);
  const pairs = run.windows.map((w) => ({ app: w.app, bare: w.bare, ratio: w.app / w.bare }));
  const cpuRatios = run.windows.flatMap((w) =>
    w.appCpuUs && w.bareCpuUs !== null ? [w.bareCpuUs / w.appCpuUs] : [],
  );
  return {
    ratio: spread(pairs.map((r) => r.ratio)),
    cpuRatio: cpuRatios.length > 0 ? spread(cpuRatios) : null,
    app: side(
      run.appResults,
      pairs.map((r) => r.app),
      run.windows.map((w) => w.appCpuUs),
    ),
    bare: side(
      run.bareResults,
      pairs.map((r) => r.bare),
      run.windows.map((w) => w.bareCpuUs),
    ),
    clientCpu: run.clientCpu,
    rounds: pairs,
  };
}

/** Measures one scenario and judges it on its median ratio, warning of what makes it doubtful. */
export async function ratioRow(
  app: Target,
  bare: Target,
  scenario: Scenario,
  request: ScenarioRequest,
  answerBytes: number,
): Promise<Row> {
  process.stdout.write(`${scenarioName(scenario)}… `);
  const measure = await measureRatio(app, bare, scenario, request);
  const cpuRatio = measure.cpuRatio;
  console.log(
    `${pct(measure.ratio.median)} of bare (rounds ${pct(measure.ratio.min)}–${pct(measure.ratio.max)}), ` +
      `bare ${kilo(measure.bare.rps.min)}–${kilo(measure.bare.rps.max)} req/s; CPU per answer ` +
      `${cpu(measure.app.cpuUsPerRequest)}/${cpu(measure.bare.cpuUsPerRequest)} µs` +
      `${cpuRatio ? ` (bare/app ${pct(cpuRatio.median)})` : ''}; load generator ${pct(measure.clientCpu)} of a core`,
  );
  // A 304 scenario answers non-2xx on purpose.
  const statusOk = (m: SideFigures) => scenario.expectStatus !== undefined || m.non2xx === 0;
  for (const which of ['app', 'bare'] as const) {
    const m = measure[which];
    if (!statusOk(m) || m.errors > 0) {
      console.warn(`  warning: ${which} answered ${m.non2xx} non-2xx and had ${m.errors} errors`);
    }
  }
  const sizeOk = scenario.maxAnswerBytes === undefined || answerBytes <= scenario.maxAnswerBytes;
  if (!sizeOk) console.warn(`  the answer is ${answerBytes} bytes, over ${scenario.maxAnswerBytes}`);
  const target = scenario.target ?? null;
  const interval = medianInterval(measure.ratio);
  return {
    scenario: scenarioName(scenario),
    answerBytes,
    measure,
    target,
    pass:
      target === null
        ? null
        : sizeOk && measure.ratio.median >= target && statusOk(measure.app) && measure.app.errors === 0,
    close: target !== null && interval.low <= target && target <= interval.high,
  };
}

export function describeSettings(): string {
  const s = RATIO_SETTINGS;
  return (
    `Bench: app and bare take turns, ${s.rounds} rounds of ${s.roundSeconds} s each after ${s.warmupSeconds} s ` +
    `of warm-up, ${s.connections} connections; Node ${process.version}, ${os.cpus().length} CPUs ` +
    `(${os.cpus()[0]?.model ?? 'unknown'})`
  );
}

const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
const points = (v: number) => (v * 100).toFixed(1);
const kilo = (v: number) =>
  v >= 10_000 ? `${(v / 1000).toFixed(0)}k` : v >= 1000 ? `${(v / 1000).toFixed(1)}k` : v.toFixed(0);
// autocannon records whole milliseconds.
const ms = (v: number) => (v < 1 ? '< 1' : v.toFixed(0));
const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);
const cpu = (s: Spread | null) => (s === null ? '—' : s.median.toFixed(0));

export function printRatioTable(rows: Row[]) {
  const header = [
    'scenario',
    'answer',
    'app req/s',
    'bare req/s',
    'app p99 ms',
    'bare p99 ms',
    'app/bare',
    '±',
    'middle half',
    'CPU µs app/bare',
    'CPU bare/app',
    'target',
    'result',
  ];
  const cells = rows.map(({ measure: m, ...r }) => {
    const interval = medianInterval(m.ratio);
    return [
      r.scenario,
      r.answerBytes >= 1024 ? `${(r.answerBytes / 1024).toFixed(1)} KB` : `${r.answerBytes} B`,
      kilo(m.app.rps.median),
      `${kilo(m.bare.rps.min)}–${kilo(m.bare.rps.max)}`,
      ms(m.app.p99),
      ms(m.bare.p99),
      pct(m.ratio.median),
      points((interval.high - interval.low) / 2),
      `${points(m.ratio.q1)}–${points(m.ratio.q3)}`,
      `${cpu(m.app.cpuUsPerRequest)}/${cpu(m.bare.cpuUsPerRequest)}`,
      m.cpuRatio ? pct(m.cpuRatio.median) : '—',
      r.target === null ? '—' : `≥ ${(r.target * 100).toFixed(0)} %`,
      r.pass === null ? '—' : `${r.pass ? 'PASS' : 'FAIL'}${r.close ? ' ?' : ''}`,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c.map((v, i) => (i === 0 ? pad(v, widths[i]!) : lpad(v, widths[i]!))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  cells.forEach((c) => console.log(line(c)));
  console.log(
    `app req/s, app/bare, the p99s and CPU are medians over ${RATIO_SETTINGS.rounds} rounds; bare req/s is its range ` +
      `over them (the machine's swing); ± is the median's 95 % interval (1.58 IQR/√n) and "middle half" the rounds' ` +
      `IQR, in points; CPU is each server's CPU time per answer, and bare/app their ratio, steadier from run to ` +
      `run than the req/s ratio (decision 021). "?" marks a verdict whose target lies within the interval.`,
  );
}
