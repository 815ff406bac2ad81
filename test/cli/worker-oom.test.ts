import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import type { CliRun } from '../helpers/cli.js';
import { SAMPLES_DIR, tempDir } from '../helpers/index.js';
import { readResults, startServe, stopServe, waitFor } from '../serve/serve-helpers.js';

// A scoring worker runs with its old generation capped (256 MB). Past the cap V8 ends the worker;
// the user must hear what happened and what to do, in one line, with exit 2 (not "internal error,
// please report": it is a limit, not a bug). A real worker thread, made to run out on the samples
// by the internal FORBEAR_WORKER_HEAP_MB knob.

const forbear = (args: string[], env: Record<string, string>): Promise<CliRun> => runCli(args, { env });

const score = (workers: number): string[] => ['score', '--no-store', '--format', 'json', '--workers', String(workers), '--cases', 'samples/corpus.yaml', 'samples/spans'];

describe('forbear score --workers: a worker out of memory', () => {
  it('says which worker ran out, its cap and the way out (--workers 0) in one line, and exits 2', async () => {
    const r = await forbear(score(1), { FORBEAR_WORKER_HEAP_MB: '4' });
    expect(r.stderr).toBe('forbear: scoring worker 0 ran out of memory (its heap is capped at 4 MB): run with --workers 0 to score on the main thread, which has no such cap\n');
    expect(r.code).toBe(2);
    // No half report on stdout that a script could take for the whole one.
    expect(r.stdout).toBe('');
  }, 60_000);

  it('the way out works: the same run with --workers 0 (and the same cap setting) scores the samples', async () => {
    const r = await forbear(score(0), { FORBEAR_WORKER_HEAP_MB: '4' });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { results: unknown[] }).results.length).toBeGreaterThan(0);
  }, 60_000);
});

describe('forbear serve --workers: a worker out of memory', () => {
  it('says so once with the way out, keeps every acknowledged span, and a restart with --workers 0 scores them', async () => {
    const t = tempDir('forbear-worker-oom-');
    const dataDir = join(t.dir, 'data');
    const args = ['--data-dir', dataDir, '--grpc', 'off', '--turn-idle', '100ms'];
    const lines = readFileSync(join(SAMPLES_DIR, 'alerts-spike.jsonl'), 'utf8').split('\n').filter((l) => l.trim() !== '').slice(0, 3);
    const post = async (http: string, line: string): Promise<number> => (await fetch(`http://${http}/v1/traces`, { method: 'POST', body: line, headers: { 'content-type': 'application/json' } })).status;
    const LINE = 'forbear: error: scoring worker 0 ran out of memory (its heap is capped at 4 MB): run with --workers 0 to score on the main thread, which has no such cap';
    try {
      const broken = await startServe([...args, '--workers', '1'], { FORBEAR_WORKER_HEAP_MB: '4' });
      try {
        for (const line of lines) expect(await post(broken.http, line)).toBe(200);
        await waitFor(() => broken.output().includes(LINE) || undefined, 15_000, 'the out-of-memory line');
        // Ticks keep failing four times a second: the line is not repeated within the minute.
        await new Promise((r) => setTimeout(r, 1_000));
        expect(broken.output().split('\n').filter((l) => l.includes('ran out of memory'))).toEqual([LINE]);
        expect(readResults(dataDir)).toEqual([]);
      } finally {
        await stopServe(broken);
      }
      const fixed = await startServe([...args, '--workers', '0']);
      try {
        // Every trace the broken receiver acknowledged was scored after the restart.
        const sent = new Set(lines.flatMap((l) => [...l.matchAll(/"traceId":"([0-9a-f]{32})"/g)].map((m) => m[1])));
        expect(sent.size).toBeGreaterThan(0);
        await waitFor(() => readResults(dataDir).length >= sent.size || undefined, 15_000, `${sent.size} results`);
        expect(new Set(readResults(dataDir).map((r) => r.trace_id))).toEqual(sent);
      } finally {
        await stopServe(fixed);
      }
    } finally {
      t.cleanup();
    }
  }, 60_000);
});
