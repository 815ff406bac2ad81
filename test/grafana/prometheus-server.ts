import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { PROMETHEUS, requireDebianTool } from '../helpers/debian-tools.js';

/** A real Prometheus (Debian's package) on a loopback port, with its storage in `dir`. */
export interface PrometheusServer {
  url: string;
  /** An instant query through the HTTP API; throws with Prometheus's error on a bad expression. */
  query: (expr: string) => Promise<{ metric: Record<string, string>; value: [number, string] }[]>;
  get: (path: string) => Promise<any>;
  stop: () => Promise<void>;
  output: () => string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Starts Prometheus scraping `target` (host:port, path /metrics) every second, with `ruleFiles` loaded; resolves when ready. */
export async function startPrometheus(dir: string, target: string, ruleFiles: string[]): Promise<PrometheusServer> {
  requireDebianTool(PROMETHEUS, 'the Grafana dashboard test');
  mkdirSync(join(dir, 'data'), { recursive: true });
  const config = join(dir, 'prometheus.yml');
  writeFileSync(config, [
    'global: { scrape_interval: 1s, evaluation_interval: 1s }',
    `rule_files: [${ruleFiles.map((f) => JSON.stringify(f)).join(', ')}]`,
    'scrape_configs:',
    '  - job_name: forbear',
    `    static_configs: [{ targets: [${JSON.stringify(target)}] }]`,
    '',
  ].join('\n'));
  const port = await freePort();
  const child: ChildProcess = spawn(PROMETHEUS, [`--config.file=${config}`, `--storage.tsdb.path=${join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`, '--log.level=warn'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (out += d));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prometheus exited (${child.exitCode}) before it was ready:\n${out}`);
    const ready = await fetch(`${url}/-/ready`).then((r) => r.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`prometheus was not ready after 20s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const get = async (path: string): Promise<any> => {
    const body = (await (await fetch(`${url}${path}`)).json()) as { status: string; data?: unknown; errorType?: string; error?: string };
    if (body.status !== 'success') throw new Error(`prometheus ${path}: ${body.errorType}: ${body.error}`);
    return body.data;
  };
  const query = async (expr: string) => ((await get(`/api/v1/query?query=${encodeURIComponent(expr)}`)) as { result: { metric: Record<string, string>; value: [number, string] }[] }).result;
  return { url, query, get, stop, output: () => out };
}
