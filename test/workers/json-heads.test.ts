/**
 * `score --workers` reads OTLP/JSON lines by their spans' heads and lets the workers decode the
 * spans (otlp-json-heads.ts); lines that reading does not answer for are decoded whole on the
 * main thread as before. A file mixing both, with bad lines and rejected spans among them, gives
 * the report and the findings that in-process scoring gives.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import type { Finding } from '../../src/model/finding.js';
import { runScore } from '../../src/pipeline.js';
import type { ScoreReport } from '../../src/report/score-report.js';

const root = join(import.meta.dirname, '..', '..');

function asRead(r: ScoreReport): string {
  return JSON.stringify([{ ...r, results: null }, [...r.results]]);
}

describe('score --workers on JSON lines read by heads', () => {
  it('gives the in-process report and findings when lines read by heads and lines read whole mix', async () => {
    const lines = readFileSync(join(root, 'samples/spans/run-1.jsonl'), 'utf8').split('\n').filter((l) => l.trim() !== '');
    const mixed: string[] = [];
    lines.forEach((line, i) => {
      // Every third line in a spelling only the whole decode reads (snake_case span ids).
      mixed.push(i % 3 === 1 ? line.replace(/"spanId":/g, '"span_id":') : line);
      if (i === 2) mixed.push('{"resourceSpans":[{"scopeSpans":[{"spans":[{"traceId":"00000000000000000000000000000000","spanId":"1111111111111111"}]}]}]}');
      if (i === 4) mixed.push('{"resourceSpans":[', '[' + line + ']');
    });
    const dir = mkdtempSync(join(tmpdir(), 'forbear-json-heads-'));
    try {
      const file = join(dir, 'mixed.jsonl');
      writeFileSync(file, mixed.join('\n') + '\n');
      const corpus = await loadCorpus(join(root, 'samples/corpus.yaml'));
      const found = (into: Finding[]) => (f: Finding): void => void into.push(f);
      const inFindings: Finding[] = [];
      const poolFindings: Finding[] = [];
      const inProcess = await runScore({ corpus, inputs: [file], onFinding: found(inFindings) });
      const pooled = await runScore({ corpus, inputs: [file], workers: 1, onFinding: found(poolFindings) });
      expect(inProcess.results.length).toBeGreaterThan(10);
      expect(inProcess.input.rejected_spans).toBe(1);
      expect(inProcess.input.skipped_lines).toBe(1);
      expect(inFindings.map((f) => f.code)).toEqual(['span.rejected', 'json.parse']);
      expect(poolFindings).toEqual(inFindings);
      expect(asRead(pooled)).toBe(asRead(inProcess));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
