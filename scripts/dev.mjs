// `npm run dev`: the server from source (restarting on change) beside Vite's dev server.
// When either one stops, the other is stopped too and the script exits with the first one's code.
import path from 'node:path';
import { binDir, envWithBin, onStopSignals, repoRoot, start } from './lib/processes.mjs';

const env = envWithBin();
const children = [
  start(path.join(binDir, 'tsx'), ['watch', '--clear-screen=false', 'server/src/main.ts'], {
    cwd: repoRoot,
    env,
  }),
  start(path.join(binDir, 'vite'), [], { cwd: path.join(repoRoot, 'web'), env }),
];

let stopRequested = false;
onStopSignals((signal) => {
  stopRequested = true;
  // Ctrl-C in a terminal already reaches every process of the group; a second SIGINT would make
  // tsx kill the server outright instead of letting it finish its requests.
  if (signal === 'SIGINT' && process.stdin.isTTY) return;
  children.forEach((c) => c.kill(signal));
});

const first = await Promise.race(children.map((c) => c.exited));
if (!stopRequested) children.forEach((c) => c.kill('SIGTERM'));
await Promise.all(children.map((c) => c.exited));
process.exit(first);
