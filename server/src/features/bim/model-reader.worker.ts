/**
 * The worker thread model-reader.ts starts: reads one model, summarises it and checks it against the
 * IDS, then posts the result once. Bundled on its own as dist/model-reader-worker.js (server/build.mjs).
 */
import { MODEL_LIMITS, type IdsReport, type ModelOutline } from '@atelier/contract/models';
import { readFileSync, readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { IfcReadError, readIfc } from './ifc/ifc-model';
import { modelOutline } from './ifc/model-outline';
import { summarizeModel } from './ifc/model-summary';
import { checkIds } from './ids/check';
import { InvalidIdsError, parseIds } from './ids/ids-parse';

/** What the worker sends back: small parts as they are, the summary as gzipped JSON in a moved buffer. */
export interface WorkerReading {
  schema: string;
  outline: ModelOutline;
  report: IdsReport | null;
  summaryGzip: Uint8Array<ArrayBuffer>;
}

export interface ReaderInput {
  ifcPath: string;
  idsXml: string | null;
}

export type ReaderAnswer =
  | { kind: 'read'; reading: WorkerReading }
  | { kind: 'unreadable'; reason: string }
  | { kind: 'invalidIds'; reasons: string[] };

function check(model: ReturnType<typeof readIfc>, idsXml: string): IdsReport {
  const report = checkIds(model, parseIds(new TextEncoder().encode(idsXml)));
  return {
    ...report,
    specifications: report.specifications.map((s) => ({
      ...s,
      failures: s.failures.slice(0, MODEL_LIMITS.failuresPerSpecification),
    })),
  };
}

export function readModel({ ifcPath, idsXml }: ReaderInput): ReaderAnswer {
  try {
    const model = readIfc(readFileSync(ifcPath));
    const summary = summarizeModel(model);
    const report = idsXml === null ? null : check(model, idsXml);
    // A copy of its own, so moving it never takes a pooled buffer another Buffer shares.
    const summaryGzip = new Uint8Array(gzipSync(JSON.stringify(summary)));
    return {
      kind: 'read',
      reading: { schema: summary.schema, outline: modelOutline(summary), report, summaryGzip },
    };
  } catch (err) {
    if (err instanceof IfcReadError) return { kind: 'unreadable', reason: err.message };
    if (err instanceof InvalidIdsError) return { kind: 'invalidIds', reasons: err.reasons };
    throw err;
  }
}

/** How much lower than the process the reading thread runs (nice steps; 19 is the lowest). */
export const READER_NICENESS = 10;

/**
 * On Linux each thread has its own nice value: the reading thread lowers its own, so when the machine
 * is busy the CPU goes to the event loop (and the requests it answers) before the reading, which only
 * takes a little longer. Elsewhere (no /proc/thread-self) the reading keeps the process's priority.
 */
function yieldToRequests(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, Math.min(19, getPriority(tid) + READER_NICENESS));
  } catch {
    // Not Linux, or not allowed: nothing to yield with.
  }
}

if (parentPort) {
  yieldToRequests();
  const answer = readModel(workerData as ReaderInput);
  parentPort.postMessage(answer, answer.kind === 'read' ? [answer.reading.summaryGzip.buffer] : []);
}
