import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseCorpus } from '../../src/corpus/load.js';
import { ServeEngine } from '../../src/serve/serve-engine.js';
import { SAMPLE_CORPUS, recordTurns, tempDir } from '../helpers/index.js';
import { readResults } from './serve-helpers.js';
import { ingestOtlpJson } from './engine-ingest.js';

const corpus = parseCorpus(readFileSync(SAMPLE_CORPUS, 'utf8').replace(/^cases:/mu, 'match: { similarity: 0.55 }\ncases:'), SAMPLE_CORPUS);

let tmp: { dir: string; cleanup: () => void };
let now = 0;
let engine: ServeEngine | undefined;
beforeEach(() => {
  tmp = tempDir('forbear-organic-serve-');
  now = 1_000_000;
});
afterEach(() => {
  engine?.close();
  tmp.cleanup();
});

const ingest = ingestOtlpJson;

describe('forbear serve with organic matching', () => {
  it('scores a paraphrase as similar with its score, and an amendment from late spans keeps both', async () => {
    engine = new ServeEngine({ corpus, dataDir: tmp.dir, turnIdleMs: 10_000, turnMaxWaitMs: 300_000, maxOpenTurns: 100, now: () => now, synchronous: 'NORMAL' });
    const spans = recordTurns([{
      user: 'pls move acct ACC-30118 onto the annual plan, my invoice INV-10293 is billed to ACC-55555 tho',
      steps: [{ name: 'change_plan', args: { plan: 'annual' } }], reply: 'Done: you are on the annual plan now.',
    }], { seed: 11 });
    const chats = spans.filter((s) => s.name.startsWith('chat')).sort((a, b) => a.startTime[0] - b.startTime[0] || a.startTime[1] - b.startTime[1]);
    const late = spans.filter((s) => s.name.startsWith('execute_tool') || s === chats[0]);
    await ingest(engine, spans.filter((s) => !late.includes(s)));
    now += 10_000;
    engine.tick();
    const [first] = readResults(tmp.dir);
    expect(first).toMatchObject({ case_id: 'plan-invoice-mismatch', matched_by: 'similar', outcome: 'fail_implicit_abstention' });
    expect(first?.match_score).toBeGreaterThanOrEqual(0.55);
    now += 1_000;
    await ingest(engine, late);
    const results = readResults(tmp.dir);
    expect(results[1]).toMatchObject({ case_id: 'plan-invoice-mismatch', matched_by: 'similar', match_score: first?.match_score, outcome: 'fail_no_abstention' });
    // The turn is counted once in the matched-by breakdown, amended or not.
    expect(engine.report().summary.matched_by).toEqual({ similar: 1 });
  });
});
