import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexCorpus, loadCorpus } from '../../src/corpus/load.js';
import { runScore } from '../../src/pipeline.js';
import type { ScoreReport } from '../../src/report/score-report.js';
import { ScoringCore } from '../../src/scoring-core.js';

const root = join(import.meta.dirname, '..', '..');

/** The whole report as a user reads it (the result log's file handle aside). */
function asRead(r: ScoreReport): string {
  return JSON.stringify([{ ...r, results: null }, [...r.results]]);
}

describe('runScore with worker threads', () => {
  it('scores the samples to the same report, results in the same order, as in-process', async () => {
    const corpus = await loadCorpus(join(root, 'samples/corpus.yaml'));
    const inputs = [join(root, 'samples/spans')];
    const inProcess = await runScore({ corpus, inputs });
    const pooled = await runScore({ corpus, inputs, workers: 2 });
    expect(pooled.results.length).toBeGreaterThan(20);
    expect(pooled.input.turns).toBe(inProcess.input.turns);
    expect(asRead(pooled)).toBe(asRead(inProcess));
  });

  it('gives the same unscored-turn counts and samples when turns match no case', async () => {
    // The samples scored against a corpus that lacks most of their cases: tagged turns of absent
    // cases are unmatched, and follow-ups of those sessions too.
    const full = await loadCorpus(join(root, 'samples/corpus.yaml'));
    const few = indexCorpus({ ...full.corpus, cases: full.corpus.cases.slice(0, 4) }, 'few.yaml', 'x');
    const inputs = [join(root, 'samples/spans')];
    const inProcess = await runScore({ corpus: few, inputs });
    const pooled = await runScore({ corpus: few, inputs, workers: 3 });
    expect(inProcess.unmatched_turns).toBeGreaterThan(0);
    expect(pooled.unmatched_turns).toBe(inProcess.unmatched_turns);
    expect(pooled.follow_up_turns).toBe(inProcess.follow_up_turns);
    expect(pooled.unmatched).toEqual(inProcess.unmatched);
    expect(asRead(pooled)).toBe(asRead(inProcess));
  });

  it('keeps held results and samples in the in-process order when each worker cuts its map of trace order', async () => {
    // A worker keeps a trace's place in the input only while the scorer holds one of its turns
    // (by default the map is cut past 4,096 traces): cut after every 2 traces here.
    const full = await loadCorpus(join(root, 'samples/corpus.yaml'));
    const few = indexCorpus({ ...full.corpus, cases: full.corpus.cases.slice(0, 4) }, 'few.yaml', 'x');
    const inputs = [join(root, 'samples/spans')];
    const inProcess = await runScore({ corpus: few, inputs });
    process.env.FORBEAR_LANE_SEQ_MIN = '2';
    try {
      const pooled = await runScore({ corpus: few, inputs, workers: 3 });
      expect(pooled.unmatched.length).toBeGreaterThan(1);
      expect(pooled.unmatched).toEqual(inProcess.unmatched);
      expect(asRead(pooled)).toBe(asRead(inProcess));
    } finally {
      delete process.env.FORBEAR_LANE_SEQ_MIN;
    }
  });
});

describe('ScoringCore handing result lines on unread (onTraceLines)', () => {
  it('is refused where this thread would read the results: a tally on score, or a split', async () => {
    const corpus = await loadCorpus(join(root, 'samples/corpus.yaml'));
    const onTraceLines = (): void => undefined;
    expect(() => new ScoringCore({ corpus, workers: 1, onTraceLines })).toThrow(/tallyOnScore false and no split/);
    expect(() => new ScoringCore({ corpus, workers: 1, tallyOnScore: false, split: 'dev', onTraceLines })).toThrow(/tallyOnScore false and no split/);
  });
});
