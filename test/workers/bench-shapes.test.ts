/**
 * Worker threads give the report in-process scoring gives, byte for byte, on both benchmark file
 * shapes (bench/README.md, "The data"): the realistic generator (large requests, many traces per
 * line) and the short conversations behind a shuffling gateway (requests of 1–7 spans, a trace's
 * spans up to two minutes of traffic apart), small versions of each written by the real generator.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import { runScore } from '../../src/pipeline.js';
import { RENDERERS } from '../../src/report/renderers.js';
import type { ScoreReport } from '../../src/report/score-report.js';

const root = join(import.meta.dirname, '..', '..');
const GENERATE = join(root, 'dist/bench/generate.js');
let dir = '';

/** The whole report as a user reads it (the result log's file handle aside). */
function asRead(r: ScoreReport): string {
  return JSON.stringify([{ ...r, results: null }, [...r.results]]);
}

/** The report as `--format json` writes it: past 2,000 results, the result log's spilled items as they were written. */
function asJson(r: ScoreReport): string {
  let text = '';
  RENDERERS.json!(r, (chunk) => void (text += chunk), (bytes) => void (text += Buffer.from(bytes).toString('utf8')));
  return text;
}

function generate(flags: string[]): void {
  const gen = spawnSync(process.execPath, [GENERATE, ...flags, '--data-dir', dir], { encoding: 'utf8' });
  if (gen.status !== 0) throw new Error(`generate.js ${flags.join(' ')} exited with ${gen.status}: ${gen.stderr}`);
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'forbear-shapes-'));
  generate(['--size-mb', '4']);
  generate(['--shape', 'short', '--spans', '14000']);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each([
  ['realistic', 'sessions-4MB.jsonl', 100],
  // Past the result log's 2,000 in memory: the JSON report's spilled items are the ones workers made.
  ['short conversations', 'short-conversations.jsonl', 2_000],
])('the %s bench shape', (_shape, file, minResults) => {
  it.each([1, 2])('scores to the same report with --workers %i as in-process', async (workers) => {
    const corpus = await loadCorpus(join(dir, 'corpus.yaml'));
    const inputs = [join(dir, file)];
    const inProcess = await runScore({ corpus, inputs });
    const pooled = await runScore({ corpus, inputs, workers });
    // Enough turns, and session-scope ones, that order and held results are exercised.
    expect(inProcess.results.length).toBeGreaterThan(minResults);
    expect(inProcess.follow_up_turns).toBeGreaterThan(0);
    expect(pooled.input.turns).toBe(inProcess.input.turns);
    expect(asRead(pooled)).toBe(asRead(inProcess));
    expect(asJson(pooled)).toBe(asJson(inProcess));
  });
});
