// The processes a conformance run starts: the mock model, forbear serve (built from this repo) and
// one harness per framework. Each is started on a random loopback port and stopped by its own pid.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Spawn and resolve once a stdout line matches `ready` (its match), or reject on exit/timeout. */
export function spawnUntil(cmd, args, { ready, timeoutMs = 60_000, ...options }) {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let stderr = '';
  child.stderr.on('data', (d) => { stderr += d; });
  return new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`${cmd} did not start in ${timeoutMs} ms: ${stderr.slice(-500)}`)); }, timeoutMs);
    child.stdout.on('data', (d) => {
      buffer += d;
      const m = buffer.match(ready);
      if (m) { clearTimeout(timer); resolve({ child, match: m, stderr: () => stderr }); }
    });
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`${cmd} exited ${code} before it was ready: ${stderr.slice(-500)}`)); });
  });
}

/** Stop a child with SIGTERM and wait for it (SIGKILL after 10 s). */
export function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => { clearTimeout(timer); resolve(); });
    child.kill('SIGTERM');
  });
}

export async function startMock(here, scriptPath) {
  const { child, match } = await spawnUntil(process.execPath, [path.join(here, 'mock-model', 'server.mjs'), '--script', scriptPath],
    { ready: /listening on (\S+)/ });
  if (process.env.FORBEAR_MOCK_DEBUG) child.stderr.pipe(process.stderr);
  return { child, url: match[1] };
}

/** forbear serve with its own data dir; a rooted turn is complete 1 s after its last span. */
export async function startForbear(repoRoot, corpus) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forbear-conformance-'));
  const { child, match } = await spawnUntil(process.execPath, [
    path.join(repoRoot, 'bin', 'forbear.js'), 'serve', '--cases', corpus, '--http', '127.0.0.1:0', '--grpc', 'off',
    '--data-dir', dataDir, '--turn-idle', '1s', '--sync', 'normal',
  ], { ready: /listening on (\S+)/ });
  return { child, otlpUrl: match[1], dataDir, results: () => readResults(path.join(dataDir, 'results.jsonl')) };
}

function readResults(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
}

/** Run a harness to its end; its stdout is JSON lines (framework/versions, then one per scenario). */
export function runHarness(cmd, args, env, timeoutMs) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { err += d; });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      const lines = out.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l));
      resolve({ code, signal, lines, stderr: err });
    });
  });
}

/**
 * Wait until forbear has a result for every played scenario's case (and for a session scenario,
 * its amended result once it gave in), or until `timeoutMs` passed with nothing new.
 */
export async function waitForResults(forbear, played, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const results = forbear.results();
    const done = played.every((s) => {
      const mine = results.filter((r) => r.case_id === s.case);
      if (mine.length === 0) return false;
      return s.expect.gave_in_turn === undefined || mine.some((r) => r.session?.gave_in);
    });
    if (done || Date.now() > deadline) {
      // A little longer for late amendments of the results just read.
      await new Promise((r) => setTimeout(r, done ? 1500 : 0));
      return forbear.results();
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
