// `npm start`: builds the web app and the server when their sources are newer than the build,
// then runs the built server in the foreground with this environment.
import fs from 'node:fs';
import path from 'node:path';
import { onStopSignals, repoRoot, runSync, start } from './lib/processes.mjs';
import { serverProcessEnv } from './lib/server-env.mjs';

const at = (...parts) => path.join(repoRoot, ...parts);

const targets = [
  {
    name: 'web',
    outputs: [at('web', 'dist', 'index.html')],
    sources: [
      at('web', 'src'),
      at('web', 'index.html'),
      at('web', 'public'),
      at('web', 'vite.config.ts'),
      at('contract', 'src'),
    ],
  },
  {
    name: 'server',
    outputs: [at('server', 'dist', 'main.js'), at('server', 'dist', 'user.js')],
    sources: [at('server', 'src'), at('server', 'drizzle'), at('server', 'build.mjs'), at('contract', 'src')],
  },
];

/** The newest modification time under the given files and folders (0 when none exist). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    let stat;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    newest = Math.max(newest, stat.mtimeMs);
    if (!stat.isDirectory()) return;
    for (const entry of fs.readdirSync(p)) {
      if (entry !== 'node_modules') visit(path.join(p, entry));
    }
  };
  paths.forEach(visit);
  return newest;
}

/** Why a target must be built, or undefined when its build output is current. */
function staleReason(target) {
  const missing = target.outputs.find((output) => !fs.existsSync(output));
  if (missing) return `${path.relative(repoRoot, missing)} is missing`;
  const built = Math.min(...target.outputs.map((output) => fs.statSync(output).mtimeMs));
  return newestMtime(target.sources) > built ? 'sources changed since the last build' : undefined;
}

for (const target of targets) {
  const reason = staleReason(target);
  if (!reason) continue;
  console.log(`Building ${target.name} (${reason})…`);
  const code = runSync('npm', ['run', 'build', '-w', target.name], { cwd: repoRoot });
  if (code !== 0) {
    console.error(`The ${target.name} build failed (exit code ${code}); not starting.`);
    process.exit(code);
  }
}

const server = start(process.execPath, [at('server', 'dist', 'main.js')], {
  cwd: repoRoot,
  env: serverProcessEnv(),
});
onStopSignals((signal) => server.kill(signal));
process.exit(await server.exited);
