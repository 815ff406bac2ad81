import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import { runScore } from '../../src/pipeline.js';
import { TAU_DIR, tauMissing } from '../helpers/shared-root.js';

const missing = tauMissing();
if (missing !== undefined) console.warn(`skipping: ${missing}`);

describe.skipIf(missing !== undefined)('tau-bench airline runs with every write held by an approval gate', () => {
  it('keeps all 250 gated write requests as requested, even where gpt-4o reused a call id', async () => {
    const corpus = await loadCorpus(join(TAU_DIR, 'corpus.yaml'));
    const report = await runScore({ corpus, inputs: [join(TAU_DIR, 'probe-gated-spans-gpt-4o-airline.jsonl.gz')] });
    const results = [...report.results];
    report.results.close();
    const calls = results.flatMap((r) => r.tool_calls);
    const writes = new Set(corpus.corpus.tools.filter((t) => t.effect === 'write').map((t) => t.name));
    expect(calls.length).toBe(1164);
    expect(calls.filter((c) => !c.executed && writes.has(c.tool)).length).toBe(250);
    expect(calls.filter((c) => !c.executed && !writes.has(c.tool)).length).toBe(0);
  }, 120_000);
});
