/**
 * A slice of `npm run fuzz` (fixed seed) on every registered target: no input may crash a
 * decoder or reader, and every rejection must carry a reason. The full run (120,000 cases,
 * in a heap-capped worker with a hang watchdog) is `npm run fuzz`.
 */
import { describe, expect, it } from 'vitest';
import { runFuzz } from '../../fuzz/run-fuzz.js';
import { FUZZ_TARGETS } from '../../fuzz/targets/index.js';

describe('fuzzing the decoders and readers', () => {
  it('decodes or rejects with a reason each of 3,000 mutated and generated payloads, never crashing', async () => {
    const report = await runFuzz({ cases: 3000, seed: 20260302, targets: FUZZ_TARGETS });
    expect(report.crashes.map((c) => `${c.target} #${c.caseNo}: ${c.error.split('\n')[0] ?? ''}`)).toEqual([]);
    expect(report.cases).toBe(3000);
    for (const [name, c] of Object.entries(report.targets)) {
      expect(c.decoded + c.rejected, name).toBe(c.cases);
      // Both outcomes are reached, so the mutations neither all break nor all miss the input.
      expect(c.decoded, name).toBeGreaterThan(0);
      expect(c.rejected, name).toBeGreaterThan(0);
    }
  }, 120_000);

  it('replays a case alone with the same outcome as inside a run', async () => {
    const target = FUZZ_TARGETS.find((t) => t.name === 'proto-decoder');
    if (!target) throw new Error('no proto-decoder target');
    const run = await runFuzz({ cases: 40, seed: 7, targets: [target] });
    const one = await runFuzz({ cases: 1, seed: 7, from: 17, targets: [target] });
    const all = run.targets['proto-decoder'];
    const single = one.targets['proto-decoder'];
    expect(all?.cases).toBe(40);
    expect(single?.cases).toBe(1);
    // The single case's input is the one it had inside the run, and it decodes the same way again.
    expect(Object.keys(all?.mutations ?? {})).toContain(Object.keys(single?.mutations ?? {})[0]);
    const again = await runFuzz({ cases: 1, seed: 7, from: 17, targets: [target] });
    expect(again.targets['proto-decoder']).toEqual(single);
  });
});
