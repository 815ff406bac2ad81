/**
 * The real OpenTelemetry Collector for the interop tests: built from collector-config/builder.yaml
 * by interop/collector/build.sh (cached; FORBEAR_OTELCOL overrides), run with configs derived
 * from the shipped files — only endpoints, ports and paths are changed, and each change must hit
 * a key the shipped file already has, so the tests prove the files users copy.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { REPO_ROOT } from '../helpers/cli.js';

const BUILD_SCRIPT = join(REPO_ROOT, 'interop', 'collector', 'build.sh');
export const CONFIG_DIR = join(REPO_ROOT, 'collector-config');
/** The shipped Collector configs (builder.yaml is the build manifest, prometheus-* are rules). */
export const SHIPPED_CONFIGS = ['loadbalancing.yaml', 'otelcol-file.yaml', 'otelcol.yaml'];

let cached: string | undefined;

/**
 * Builds the Collector if it is not built yet (a cold build takes minutes: await it in a
 * beforeAll with a long timeout; the worker stays responsive meanwhile) and returns its path.
 * Fails with the build script's own message — e.g. how to install Go — rather than skipping.
 */
export async function buildOtelcol(): Promise<string> {
  if (cached !== undefined) return cached;
  const child = spawn('bash', [BUILD_SCRIPT], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (err = (err + d).slice(-20_000)));
  const code = await new Promise<number | string>((resolve) => child.on('exit', (c, signal) => resolve(c ?? signal ?? -1)));
  if (code !== 0) {
    const tail = err.trim().split('\n').slice(-15).join('\n');
    throw new Error(`interop/collector/build.sh failed (exit ${code}); the Collector tests need it:\n${tail}`);
  }
  cached = out.trim().split('\n').pop()!;
  return cached;
}

/** The Collector binary; `buildOtelcol()` must have run (in the file's beforeAll). */
export function otelcolBinary(): string {
  if (cached === undefined) throw new Error('the Collector is not built: await buildOtelcol() in beforeAll');
  return cached;
}

/** A loopback port free right now (the Collector cannot report a port 0 it bound). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export type ConfigEdit = [path: (string | number)[], value: unknown];

/**
 * The shipped config `name` with `edits` applied, written to `dir`. Each edited key must already
 * exist in the shipped file unless `add` is set (e.g. the gRPC variant of an exporter).
 */
export function deriveConfig(name: string, dir: string, edits: ConfigEdit[], opts: { add?: ConfigEdit[]; remove?: (string | number)[][] } = {}): string {
  const doc = parseDocument(readFileSync(join(CONFIG_DIR, name), 'utf8'));
  if (doc.errors.length > 0) throw new Error(`${name}: ${doc.errors[0]!.message}`);
  for (const [path, value] of edits) {
    if (!doc.hasIn(path)) throw new Error(`${name}: no key ${path.join('.')} to change: the shipped file moved on, update the test`);
    doc.setIn(path, value);
  }
  for (const [path, value] of opts.add ?? []) doc.setIn(path, value);
  for (const path of opts.remove ?? []) {
    if (!doc.hasIn(path)) throw new Error(`${name}: no key ${path.join('.')} to remove`);
    doc.deleteIn(path);
  }
  const out = join(dir, `${name.replace(/\.yaml$/, '')}-${Math.random().toString(36).slice(2, 8)}.yaml`);
  writeFileSync(out, doc.toString());
  return out;
}

/** The edits every derived config needs: the receivers and the Collector's own metrics on free ports. */
export async function receiverEdits(): Promise<{ edits: ConfigEdit[]; grpc: string; http: string; metrics: string }> {
  const [grpc, http, metrics] = [await freePort(), await freePort(), await freePort()];
  return {
    grpc: `127.0.0.1:${grpc}`,
    http: `127.0.0.1:${http}`,
    metrics: `127.0.0.1:${metrics}`,
    edits: [
      [['receivers', 'otlp', 'protocols', 'grpc', 'endpoint'], `127.0.0.1:${grpc}`],
      [['receivers', 'otlp', 'protocols', 'http', 'endpoint'], `127.0.0.1:${http}`],
      [['service', 'telemetry', 'metrics', 'readers', 0, 'pull', 'exporter', 'prometheus', 'port'], metrics],
    ],
  };
}

export interface Collector {
  child: ChildProcess;
  /** Everything it logged so far. */
  log: () => string;
  exited: Promise<number | string>;
  /** SIGTERM, then waits for it to drain and exit. */
  stop: () => Promise<number | string>;
}

/** Starts the Collector on `config` and waits for "Everything is ready". */
export async function startCollector(config: string, env: NodeJS.ProcessEnv = {}): Promise<Collector> {
  const child = spawn(otelcolBinary(), ['--config', config], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let out = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (out += d));
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the Collector was not ready after 60 s:\n${out}`)), 60_000);
    const check = (): void => {
      if (out.includes('Everything is ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stderr!.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the Collector exited (${code}) before it was ready:\n${out}`));
    });
  });
  return {
    child,
    log: () => out,
    exited,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * Runs `start` (which picks free ports, writes a config and starts the Collector on it) again, on
 * new ports, when a port it picked was taken before the Collector bound it: `freePort` can only
 * say a port was free when asked, and other tests pick ports beside this one.
 */
export async function onFreePorts<T>(start: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await start();
    } catch (e) {
      if (i >= attempts || !/address already in use/u.test(String(e))) throw e;
    }
  }
}

/** `otelcol validate --config FILE`: exit code and what it said. */
export function validateConfig(config: string, env: NodeJS.ProcessEnv = {}): { code: number | null; output: string } {
  const r = spawnSync(otelcolBinary(), ['validate', '--config', config], { encoding: 'utf8', env: { ...process.env, ...env } });
  return { code: r.status, output: `${r.stdout}${r.stderr}` };
}

/** One counter or gauge from a Prometheus text page, summed over its label sets that match `labels`. */
export function promSum(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (!Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) continue;
    sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return sum;
}
