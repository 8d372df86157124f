// The baseline: a bare node:http server answering each scenario's recorded response (status, every
// header but those node:http writes itself, and the body, byte for byte) with no routing library,
// hooks, validation or database. Its answer is the app's answer: the ratio prices the work, not the bytes.
// Usage: node --import tsx bare-server.ts <responses.json>; prints "listening <port>".
import fs from 'node:fs';
import http from 'node:http';

export interface RecordedResponse {
  method: string;
  path: string;
  status: number;
  /** The app's headers (security headers, ETag, Vary, Cache-Control, content type and encoding). */
  headers: Record<string, string | string[]>;
  /** The bytes on the wire, base64; compressed when the app compressed them. */
  bodyBase64: string;
}

const file = process.argv[2];
if (!file) throw new Error('usage: bare-server.ts <responses.json>');
const recorded = JSON.parse(fs.readFileSync(file, 'utf8')) as RecordedResponse[];
const routes = new Map(
  recorded.map((r) => [
    `${r.method} ${r.path}`,
    {
      status: r.status,
      headers: r.headers,
      body: Buffer.from(r.bodyBase64, 'base64'),
    },
  ]),
);

const server = http.createServer((req, res) => {
  const route = routes.get(`${req.method} ${req.url}`);
  // Drain any request body before answering, as the app does.
  req.resume();
  req.on('end', () => {
    if (!route) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(route.status, { ...route.headers, 'content-length': route.body.length }).end(route.body);
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`);
});
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
