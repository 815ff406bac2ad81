import { describe, expect, it } from 'vitest';
import { progressLine } from '../../src/cli/progress-line.js';
import { runScore } from '../../src/pipeline.js';
import { loadCorpus } from '../../src/corpus/load.js';
import type { Progress } from '../../src/report/progress.js';
import { SAMPLE_CORPUS, SAMPLE_SPANS_DIR } from '../helpers/index.js';

function fakeStream(isTTY: boolean): NodeJS.WriteStream & { written: string } {
  const s = { isTTY, written: '', write(chunk: string) { s.written += chunk; return true; } };
  return s as unknown as NodeJS.WriteStream & { written: string };
}

describe('progress on stderr', () => {
  it('on a terminal: one line redrawn in place with files, MB, spans, turns and scored, cleared at the end', async () => {
    const stream = fakeStream(true);
    const listener = progressLine(false, stream)!;
    const seen: Progress[] = [];
    const report = await runScore({ corpus: await loadCorpus(SAMPLE_CORPUS), inputs: [SAMPLE_SPANS_DIR], onProgress: (p) => { seen.push(p); listener(p); } });
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ done: true, spans: report.input.spans, turns: report.input.turns, scored: report.results.length, files: report.input.files });
    expect(last.bytes).toBeGreaterThan(0);
    expect(stream.written).toMatch(/^\r\x1b\[Kforbear: 1 file\(s\), \d+\.\d MB, [\d,]+ spans, [\d,]+ turns, [\d,]+ scored/);
    expect(stream.written.endsWith('\r\x1b[K')).toBe(true);
  });

  it('says nothing when stderr is not a terminal, or with --quiet', () => {
    expect(progressLine(false, fakeStream(false))).toBeUndefined();
    expect(progressLine(true, fakeStream(true))).toBeUndefined();
  });
});
