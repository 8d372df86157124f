// One load generator in its own thread (ratios.ts): the app and the bare server each get one, so
// neither's pace is set by a load generator busy with the other's answers.
import autocannon from 'autocannon';
import { parentPort, workerData } from 'node:worker_threads';

export type LoadWorkerMessage = { count: number } | { result: autocannon.Result } | { error: string };

// autocannon 8 exports it; @types/autocannon does not list it.
const { aggregateResult } = autocannon as unknown as {
  aggregateResult(results: unknown[], options: autocannon.Options): autocannon.Result;
};
const port = parentPort!;
const options = workerData as autocannon.Options;
let answers = 0;
// Off the main thread autocannon hands back its raw histograms: they are summed up here.
const instance = autocannon(options, (err, raw) =>
  port.postMessage(err ? { error: String(err) } : { result: aggregateResult([raw], options) }),
);
instance.on('response', () => answers++);
port.on('message', (message: 'count' | 'stop') => {
  if (message === 'count') port.postMessage({ count: answers } satisfies LoadWorkerMessage);
  else instance.stop();
});
