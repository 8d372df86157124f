// Small helpers shared by the root scripts: run children in the foreground, forward signals,
// and exit with the child's code the way a shell would.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const binDir = path.join(repoRoot, 'node_modules', '.bin');

/** The environment with the workspace's node_modules/.bin first on PATH (as `npm run` does). */
export function envWithBin(env = process.env) {
  return { ...env, PATH: [binDir, env.PATH].filter(Boolean).join(path.delimiter) };
}

/** A shell-style exit code: the child's own, or 128 + signal number when a signal ended it. */
export function exitCodeOf(code, signal) {
  if (code !== null) return code;
  const signals = { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGKILL: 9, SIGTERM: 15 };
  return 128 + (signals[signal] ?? 1);
}

/** Runs a command to completion with inherited stdio; returns its exit code. */
export function runSync(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return exitCodeOf(result.status, result.signal);
}

/**
 * Starts a child with inherited stdio and resolves with its exit code once it ends.
 * `kill(signal)` forwards a signal to it while it runs.
 */
export function start(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  const exited = new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(exitCodeOf(code, signal)));
  });
  const kill = (signal = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  return { child, exited, kill };
}

/**
 * Forwards SIGINT/SIGTERM to `onSignal` instead of dying at once, so children can shut down
 * cleanly and the script can still exit with their code.
 */
export function onStopSignals(onSignal) {
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => onSignal(signal));
}
