/**
 * forbear against tau-bench's own reward on 200 recorded gpt-4o airline runs, read in place
 * from the shared data ($FORBEAR_SHARED, else ../shared beside the checkout).
 */
import { describe, expect, it } from 'vitest';
import { evaluateFile } from '../../bench/taubench/evaluate-file.js';
import { taubenchFiles, taubenchMissing } from '../../bench/taubench/shared-dir.js';

const missing = taubenchMissing();
const files = taubenchFiles();
// Said plainly, with the path, so a skipped run is never mistaken for a passing one.
if (missing !== undefined) console.warn(`test/taubench skipped: ${missing}`);

describe.skipIf(missing !== undefined)(`tau-bench airline agreement${missing === undefined ? '' : ` — SKIPPED: ${missing}`}`, () => {
  it('single-turn: with the gold actions as expected_calls, every act attempt tau rewards passes, and ≥ 90 % of passes are rewarded', async () => {
    const a = await evaluateFile(files.single, { variant: 'calls' }, files);
    expect(a.attempts).toBe(200);
    expect(a.missing).toEqual([]);
    expect(a.act.recall).toBe(1);
    expect(a.act.precision).toBeGreaterThanOrEqual(0.9);
    // What is left is what forbear cannot see from actions: tau's step cap (no database comparison).
    for (const d of a.disagreements.act_pass_but_reward0) expect(d.reason, d.key).not.toBe('unclassified');
  });

  it('single-turn: names alone (expected_tools, the shared corpus) pass attempts tau does not reward', async () => {
    const a = await evaluateFile(files.single, { variant: 'tools' }, files);
    expect(a.act.recall).toBe(1);
    expect(a.act.precision).toBeLessThan(0.5);
  });

  it('single-turn: the abstain forced-action verdicts are unchanged by the act rebuild', async () => {
    const [tools, calls] = await Promise.all([evaluateFile(files.single, { variant: 'tools' }, files), evaluateFile(files.single, { variant: 'calls' }, files)]);
    expect(calls.abstain_forced_vs_reward).toEqual(tools.abstain_forced_vs_reward);
  });
});
