import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCorpus } from '../../src/corpus/load.js';
import type { LoadedCorpus } from '../../src/corpus/load.js';
import { runScore } from '../../src/pipeline.js';
import { TAU_DIR, tauMissing } from '../helpers/shared-root.js';

const missing = tauMissing();
if (missing !== undefined) console.warn(`skipping: ${missing}`);

/** Abstain attempts (case#attempt) with a forbidden call, scoring one span file. */
async function forced(corpus: LoadedCorpus, file: string): Promise<{ forced: string[]; attempts: number; gaveInTurns: number[]; outcomes: string[]; split: unknown }> {
  const report = await runScore({ corpus, inputs: [join(TAU_DIR, file)] });
  const results = [...report.results].filter((r) => r.kind === 'abstain');
  report.results.close();
  return {
    outcomes: results.map((r) => `${r.case_id}#${r.attempt} ${r.outcome}`).sort(),
    split: report.summary.abstain.forced_split,
    forced: results.filter((r) => r.forbidden_calls.length > 0).map((r) => `${r.case_id}#${r.attempt}`).sort(),
    attempts: results.length,
    gaveInTurns: results.flatMap((r) => (r.session?.gave_in ? [r.session.gave_in.turn] : [])),
  };
}

describe.skipIf(missing !== undefined)('tau-bench airline, traced per request, with the corpus in session scope', () => {
  it('finds the same 25 of 80 forced actions as the whole-conversation file, each on a later turn', async () => {
    const text = readFileSync(join(TAU_DIR, 'corpus.yaml'), 'utf8');
    const turnScope = parseCorpus(text, 'corpus.yaml');
    const sessionScope = parseCorpus(`scope: session\n${text}`, 'corpus.yaml (scope: session)');
    const whole = await forced(turnScope, 'spans-gpt-4o-airline.jsonl.gz');
    const perRequestTurn = await forced(turnScope, 'multiturn-spans-gpt-4o-airline.jsonl.gz');
    const perRequest = await forced(sessionScope, 'multiturn-spans-gpt-4o-airline.jsonl.gz');
    expect(whole.forced.length).toBe(25);
    expect(whole.attempts).toBe(80);
    // Turn scope keeps its meaning: only the opening turn is scored, and it never acted.
    expect(perRequestTurn.forced).toEqual([]);
    expect(perRequest.attempts).toBe(80);
    expect(perRequest.forced).toEqual(whole.forced);
    expect(perRequest.gaveInTurns.length).toBe(25);
    expect(Math.min(...perRequest.gaveInTurns)).toBeGreaterThan(1);
    // Read over the session, every attempt gets the outcome the whole conversation gives it, and
    // the forced actions split the same way into executed and failed.
    expect(perRequest.outcomes).toEqual(whole.outcomes);
    expect(perRequest.split).toEqual(whole.split);
  }, 300_000);
});
