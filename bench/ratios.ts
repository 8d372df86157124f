// The app/bare ratio of one scenario, measured so that both see the same machine (decision 021).
// This machine's speed swings several-fold within a second (other work shares its two cores), so
// a figure for the app and one for the bare server taken one after the other are not comparable.
// Both are loaded at the same time, `rounds` windows of `roundSeconds` are counted on one clock,
// and the table reports the median ratio with its spread.
// Env: BENCH_METHOD (concurrent, the default, or alternate: short runs taking turns, for comparison),
// BENCH_ROUNDS (default 9), BENCH_ROUND (s, default 1), BENCH_WARMUP (s, default 2),
// BENCH_CONNECTIONS (per server, default 10).
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { LoadWorkerMessage } from './load-worker';
import { scenarioName, type Scenario, type ScenarioRequest } from './scenarios';
import { relativeIqr, spread, type Spread } from './stats';

export type RatioMethod = 'concurrent' | 'alternate';

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!(value > 0)) throw new Error(`${name} must be a positive number, not "${process.env[name]}"`);
  return value;
}

function method(): RatioMethod {
  const value = process.env.BENCH_METHOD ?? 'concurrent';
  if (value !== 'concurrent' && value !== 'alternate') {
    throw new Error(`BENCH_METHOD must be concurrent or alternate, not "${value}"`);
  }
  return value;
}

export const RATIO_SETTINGS = {
  method: method(),
  rounds: Math.round(setting('BENCH_ROUNDS', 9)),
  roundSeconds: setting('BENCH_ROUND', 1),
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
  method: RatioMethod;
  /** app req/s over bare req/s, one sample per round. */
  ratio: Spread;
  /** bare CPU time per answer over the app's, one sample per round: the ratio were both CPU-bound alone. */
  cpuRatio: Spread | null;
  app: SideFigures;
  bare: SideFigures;
  /** Share of one core the load generator used: near 1 means it, not the servers, set the pace. */
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

interface Load {
  /** Answers received so far. */
  count(): number;
  stop(): void;
  done: Promise<autocannon.Result>;
}

function startLoad(target: Target, scenario: Scenario, request: ScenarioRequest, seconds: number): Load {
  let answers = 0;
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: target.url + scenario.path,
        method: scenario.method,
        headers: request.headers,
        body: request.body,
        connections: RATIO_SETTINGS.connections,
        duration: seconds,
        // autocannon notices a stop at its next sample: a short interval ends the load promptly.
        sampleInt: 100,
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    instance.on('response', () => answers++);
  });
  return { count: () => answers, stop: () => instance?.stop(), done };
}

/** Starts load-worker.ts in a thread of its own, through tsx as the bench itself runs. */
const WORKER_BOOT = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ tsImport }) =>
  tsImport(${JSON.stringify(new URL('./load-worker.ts', import.meta.url).href)}, ${JSON.stringify(import.meta.url)}))`;

interface ThreadLoad {
  /** Answers received so far (asked of the thread). */
  count(): Promise<number>;
  stop(): void;
  done: Promise<autocannon.Result>;
}

/** Like startLoad, with the load generator in its own thread: two loads then share no event loop. */
function startThreadLoad(
  target: Target,
  scenario: Scenario,
  request: ScenarioRequest,
  seconds: number,
): ThreadLoad {
  const options: autocannon.Options = {
    url: target.url + scenario.path,
    method: scenario.method,
    headers: request.headers,
    body: request.body,
    connections: RATIO_SETTINGS.connections,
    duration: seconds,
    sampleInt: 100,
  };
  const worker = new Worker(WORKER_BOOT, { eval: true, workerData: options });
  const waiting: ((count: number) => void)[] = [];
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    worker.on('message', (message: LoadWorkerMessage) => {
      if ('count' in message) waiting.shift()?.(message.count);
      else if ('result' in message) resolve(message.result);
      else reject(new Error(message.error));
    });
    worker.once('error', reject);
    worker.once('exit', () => reject(new Error('the load generator stopped before its result')));
  });
  void done.finally(() => worker.terminate()).catch(() => undefined);
  return {
    count: () =>
      new Promise<number>((resolve) => {
        waiting.push(resolve);
        worker.postMessage('count');
      }),
    stop: () => worker.postMessage('stop'),
    done,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Snapshot {
  at: number;
  app: number;
  bare: number;
  appCpu: number | null;
  bareCpu: number | null;
}

/** Both servers loaded at once; every round is a window of the same clock on both. */
async function concurrentRounds(app: Target, bare: Target, scenario: Scenario, request: ScenarioRequest) {
  const { rounds, roundSeconds } = RATIO_SETTINGS;
  // Longer than the rounds: the loads are stopped once the last window closes.
  const seconds = Math.ceil(rounds * roundSeconds + 2);
  const appLoad = startThreadLoad(app, scenario, request, seconds);
  const bareLoad = startThreadLoad(bare, scenario, request, seconds);
  const snapshot = async (): Promise<Snapshot> => {
    const at = performance.now();
    const appCpu = cpuUs(app.pid);
    const bareCpu = cpuUs(bare.pid);
    const [appCount, bareCount] = await Promise.all([appLoad.count(), bareLoad.count()]);
    return { at, app: appCount, bare: bareCount, appCpu, bareCpu };
  };
  // Both threads started and answered, then every connection has sent its first request.
  while ((await snapshot()).bare === 0 || (await snapshot()).app === 0) await sleep(50);
  await sleep(200);
  const clientStart = clientCpuUs();
  const snaps = [await snapshot()];
  const start = snaps[0]!.at;
  for (let i = 1; i <= rounds; i++) {
    await sleep(Math.max(0, start + i * roundSeconds * 1000 - performance.now()));
    snaps.push(await snapshot());
  }
  // Per load generator: each has a thread.
  const clientCpu = (clientCpuUs() - clientStart) / 1000 / (snaps[rounds]!.at - start) / 2;
  appLoad.stop();
  bareLoad.stop();
  const [appResult, bareResult] = await Promise.all([appLoad.done, bareLoad.done]);
  const windows = snaps.slice(1).map((s, i) => {
    const prev = snaps[i]!;
    const seconds = (s.at - prev.at) / 1000;
    const appN = s.app - prev.app;
    const bareN = s.bare - prev.bare;
    const per = (now: number | null, before: number | null, n: number) =>
      now === null || before === null || n === 0 ? null : (now - before) / n;
    return {
      app: appN / seconds,
      bare: bareN / seconds,
      appCpuUs: per(s.appCpu, prev.appCpu, appN),
      bareCpuUs: per(s.bareCpu, prev.bareCpu, bareN),
    };
  });
  return { windows, appResult, bareResult, clientCpu };
}

/** One server loaded for `seconds`, alone. */
async function aloneFor(target: Target, scenario: Scenario, request: ScenarioRequest, seconds: number) {
  const cpuBefore = cpuUs(target.pid);
  const started = performance.now();
  const load = startLoad(target, scenario, request, seconds);
  const result = await load.done;
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = cpuUs(target.pid);
  const n = load.count();
  return {
    rps: n / elapsed,
    cpuUs: cpuBefore === null || cpuAfter === null || n === 0 ? null : (cpuAfter - cpuBefore) / n,
    result,
  };
}

/** Short runs taking turns (app then bare, then bare then app, …); a round pairs neighbours. */
async function alternateRounds(app: Target, bare: Target, scenario: Scenario, request: ScenarioRequest) {
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
  const merged = (results: autocannon.Result[]): autocannon.Result => ({
    ...results[0]!,
    latency: { ...results[0]!.latency, p99: spread(results.map((r) => r.latency.p99)).median },
    requests: { ...results[0]!.requests, total: results.reduce((sum, r) => sum + r.requests.total, 0) },
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  });
  return { windows, appResult: merged(appResults), bareResult: merged(bareResults), clientCpu };
}

function side(result: autocannon.Result, rps: number[], cpu: (number | null)[]): SideFigures {
  const known = cpu.filter((v): v is number => v !== null);
  return {
    rps: spread(rps),
    cpuUsPerRequest: known.length > 0 ? spread(known) : null,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Warms both servers up together, then measures the ratio round by round. */
export async function measureRatio(
  app: Target,
  bare: Target,
  scenario: Scenario,
  request: ScenarioRequest,
): Promise<RatioMeasure> {
  const warm = [app, bare].map((t) => startLoad(t, scenario, request, RATIO_SETTINGS.warmupSeconds));
  await Promise.all(warm.map((w) => w.done));
  const run =
    RATIO_SETTINGS.method === 'concurrent'
      ? await concurrentRounds(app, bare, scenario, request)
      : await alternateRounds(app, bare, scenario, request);
  const rounds = run.windows.map((w) => ({ app: w.app, bare: w.bare, ratio: w.app / w.bare }));
  const cpuRatios = run.windows.flatMap((w) =>
    w.appCpuUs && w.bareCpuUs !== null ? [w.bareCpuUs / w.appCpuUs] : [],
  );
  return {
    method: RATIO_SETTINGS.method,
    ratio: spread(rounds.map((r) => r.ratio)),
    cpuRatio: cpuRatios.length > 0 ? spread(cpuRatios) : null,
    app: side(
      run.appResult,
      rounds.map((r) => r.app),
      run.windows.map((w) => w.appCpuUs),
    ),
    bare: side(
      run.bareResult,
      rounds.map((r) => r.bare),
      run.windows.map((w) => w.bareCpuUs),
    ),
    clientCpu: run.clientCpu,
    rounds,
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
  console.log(
    `${pct(measure.ratio.median)} of bare (${pct(measure.ratio.min)}–${pct(measure.ratio.max)}), ` +
      `bare ${kilo(measure.bare.rps.min)}–${kilo(measure.bare.rps.max)} req/s; CPU per answer ` +
      `${cpu(measure.app.cpuUsPerRequest)}/${cpu(measure.bare.cpuUsPerRequest)} µs (bare/app ${measure.cpuRatio ? `${pct(measure.cpuRatio.median)}, ${pct(measure.cpuRatio.min)}–${pct(measure.cpuRatio.max)}` : '—'}); load generator ${pct(measure.clientCpu)} of a core`,
  );
  // A 304 scenario answers non-2xx on purpose.
  const statusOk = (m: SideFigures) => scenario.expectStatus !== undefined || m.non2xx === 0;
  for (const which of ['app', 'bare'] as const) {
    const m = measure[which];
    if (!statusOk(m) || m.errors > 0) {
      console.warn(`  warning: ${which} answered ${m.non2xx} non-2xx and had ${m.errors} errors`);
    }
  }
  if (measure.clientCpu > 0.9) {
    console.warn(
      `  warning: the load generator used ${pct(measure.clientCpu)} of a core; it may have set the pace`,
    );
  }
  const sizeOk = scenario.maxAnswerBytes === undefined || answerBytes <= scenario.maxAnswerBytes;
  if (!sizeOk) console.warn(`  the answer is ${answerBytes} bytes, over ${scenario.maxAnswerBytes}`);
  return {
    scenario: scenarioName(scenario),
    answerBytes,
    measure,
    target: scenario.target ?? null,
    pass:
      scenario.target === undefined
        ? null
        : sizeOk &&
          measure.ratio.median >= scenario.target &&
          statusOk(measure.app) &&
          measure.app.errors === 0,
  };
}

export function describeSettings(): string {
  const s = RATIO_SETTINGS;
  return (
    `Bench: app and bare ${s.method === 'concurrent' ? 'loaded at the same time' : 'taking turns'}, ` +
    `${s.connections} connections each, ${s.warmupSeconds} s warm-up, then ${s.rounds} rounds of ${s.roundSeconds} s; ` +
    `Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})`
  );
}

const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
const kilo = (v: number) =>
  v >= 10_000 ? `${(v / 1000).toFixed(0)}k` : v >= 1000 ? `${(v / 1000).toFixed(1)}k` : v.toFixed(0);
// autocannon records whole milliseconds.
const ms = (v: number) => (v < 1 ? '< 1' : v.toFixed(0));
const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);
const range = (s: Spread, f: (v: number) => string) => `${f(s.min)}–${f(s.max)}`;
const cpu = (s: Spread | null) => (s === null ? '—' : s.median.toFixed(0));

export function printRatioTable(rows: Row[]) {
  const header = [
    'scenario',
    'answer',
    'app req/s',
    'bare req/s',
    'app p99 ms',
    'bare p99 ms',
    'CPU µs app/bare',
    'app/bare',
    'middle half',
    'all rounds',
    'target',
    'result',
  ];
  const ratioPct = (v: number) => (v * 100).toFixed(1);
  const cells = rows.map(({ measure: m, ...r }) => [
    r.scenario,
    r.answerBytes >= 1024 ? `${(r.answerBytes / 1024).toFixed(1)} KB` : `${r.answerBytes} B`,
    kilo(m.app.rps.median),
    range(m.bare.rps, kilo),
    ms(m.app.p99),
    ms(m.bare.p99),
    `${cpu(m.app.cpuUsPerRequest)}/${cpu(m.bare.cpuUsPerRequest)}`,
    pct(m.ratio.median),
    `${ratioPct(m.ratio.q1)}–${ratioPct(m.ratio.q3)}`,
    `${ratioPct(m.ratio.min)}–${ratioPct(m.ratio.max)}`,
    r.target === null ? '—' : `≥ ${(r.target * 100).toFixed(0)} %`,
    r.pass === null ? '—' : r.pass ? 'PASS' : 'FAIL',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c.map((v, i) => (i === 0 ? pad(v, widths[i]!) : lpad(v, widths[i]!))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  cells.forEach((c) => console.log(line(c)));
  const widest = Math.max(...rows.map((r) => relativeIqr(r.measure.ratio)));
  console.log(
    `app req/s and the ratio are medians over the rounds; bare req/s is its range over them (the machine's swing); ` +
      `CPU is each server's CPU time per answer (median). Widest middle half: ±${((widest / 2) * 100).toFixed(1)} % of its median.`,
  );
}
