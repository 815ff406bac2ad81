/**
 * The receiver benchmark's floor: a bare Node HTTP server that reads each body (and, with
 * --json, JSON.parses it) and answers 200 `{}`. Prints `listening PORT` when ready.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const parse = process.argv.includes('--json');
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    if (parse) JSON.parse(body.toString('utf8'));
    res.writeHead(200, { 'content-type': req.headers['content-type'] ?? 'application/json' });
    res.end(parse ? '{}' : '');
  });
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
