// The server process as /proc sees it: its CPU time, and where its memory goes (issue 24) —
// resident memory beside the server's own account of it (/api/metrics), idle after start and at
// the peak of the whole run.
import fs from 'node:fs';
import type { RunningServer } from '../e2e/support/server';

/** The server process's resident memory in bytes, from /proc (Linux). */
export function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kb ? Number(kb) * 1024 : 0;
}

export interface MemoryShare {
  rss: number;
  /** The V8 heap (JavaScript objects: caches, the module graph's closures and schemas). */
  jsHeap: number;
  /** Memory outside the V8 heap that JavaScript holds: PGlite's WASM heap (on the embedded database) and buffers. */
  external: number;
  /** The rest: compiled code (JavaScript and WASM), the C++ heap, thread stacks. */
  other: number;
}

/** The CPU time (user + system) a process has used so far, in ms, from /proc (Linux, 100 ticks a second). */
export function cpuMsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** One gauge of a Prometheus text answer. */
function gauge(text: string, name: string): number {
  const match = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+]+)$`, 'm').exec(text);
  return match ? Number(match[1]) : 0;
}

/** Resident memory now, split as the server accounts for it. */
export async function memoryShare(server: RunningServer, adminToken: string): Promise<MemoryShare> {
  const res = await fetch(`${server.url}/api/metrics`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  if (!res.ok) throw new Error(`/api/metrics answered ${res.status}`);
  const text = await res.text();
  const rss = rssOf(server.pid);
  const jsHeap = gauge(text, 'nodejs_heap_size_total_bytes');
  const external = gauge(text, 'nodejs_external_memory_bytes');
  return { rss, jsHeap, external, other: Math.max(0, rss - jsHeap - external) };
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

export const describeShare = (share: MemoryShare) =>
  `${mb(share.rss)} resident (JavaScript heap ${mb(share.jsHeap)}, outside it ${mb(share.external)} ` +
  `— PGlite's WASM heap and buffers, code and the rest ${mb(share.other)})`;

/** Samples a process's resident memory until stopped; answers the highest seen. */
export function watchPeak(pid: number, everyMs = 50): { stop(): number } {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssOf(pid));
    } catch {
      // The process ended: its last figure stands.
    }
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
