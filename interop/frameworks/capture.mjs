// A pass-through in front of `forbear serve` that also keeps every OTLP/HTTP protobuf export the
// harness sent, as the Collector's file exporter writes them (`format: proto`: each message preceded
// by its 4-byte big-endian length), so a misreading can be looked at with
// `forbear inspect --cases interop/frameworks/corpus.yaml FILE` and the file scored offline.
import { createServer, request } from 'node:http';
import { appendFileSync } from 'node:fs';

export function startCapture(targetUrl, file) {
  const target = new URL(targetUrl);
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      // Only trace exports are spans: an exporter that also sends logs derives /v1/logs from the same base.
      const path = new URL(req.url ?? '/', 'http://capture').pathname;
      const protobuf = (req.headers['content-type'] ?? '').startsWith('application/x-protobuf') && !req.headers['content-encoding'];
      if (protobuf && path === target.pathname) {
        const prefix = Buffer.alloc(4);
        prefix.writeUInt32BE(body.length);
        appendFileSync(file, Buffer.concat([prefix, body]));
      }
      // The body is forwarded whole: its length replaces any chunked framing the sender used.
      const { 'transfer-encoding': _chunked, ...rest } = req.headers;
      const headers = { ...rest, host: target.host, 'content-length': String(body.length) };
      const fwd = request(new URL(path, target), { method: req.method, headers }, (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        if (up.statusCode === 200) { up.pipe(res); return; }
        // Say why, not only that: forbear's answer names the field it refused.
        const answer = [];
        up.on('data', (c) => answer.push(c));
        up.on('end', () => {
          const text = Buffer.concat(answer);
          process.stderr.write(`capture: forbear answered ${up.statusCode} to an export: ${text.toString('utf8').replace(/[^\x20-\x7e]+/g, ' ').trim().slice(0, 300)}\n`);
          res.end(text);
        });
      });
      fwd.on('error', (e) => { res.writeHead(502); res.end(String(e)); });
      fwd.end(body);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}${target.pathname}`, file, close: () => new Promise((r) => { server.closeAllConnections(); server.close(() => r()); }) });
    });
  });
}
