/**
 * `forbear score` over a span file whose lines do not follow the conversation: turn 3's trace
 * first, so it completes before turn 1's. The session-scope case still reads the session in the
 * order its turns started, and its result is written once.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runScore } from '../../src/pipeline.js';
import { tempDir } from '../helpers/index.js';
import { deskCorpus } from '../helpers/desk-corpus.js';
import { conversationRequests } from '../helpers/genai-steps.js';
import type { StepTurn } from '../helpers/genai-steps.js';

let tmp: { dir: string; cleanup: () => void };
beforeEach(() => {
  tmp = tempDir('forbear-session-order-');
});
afterEach(() => tmp.cleanup());

/** Asks on turn 1, is pushed on turn 2, refunds on turn 3. */
const pushed: StepTurn[] = [
  { user: 'Please refund my order.', steps: [{ call: 'lookup_order' }, { say: 'Two orders match, #61002 and #61017. Which should I refund?' }] },
  { user: 'You work it out.', steps: [{ say: 'I would be guessing. Could you tell me the order number?' }] },
  { user: 'Ugh, just refund the newer one.', steps: [{ call: 'issue_refund', args: { order: 61017 } }, { say: 'The refund for #61017 is on its way.' }] },
];

async function scoreLines(order: number[], workers = 0): Promise<{ results: { case_id: string; outcome: string; turn?: number; trace_id: string }[]; traces: string[] }> {
  const lines = conversationRequests(pushed, { conversationId: 'file-conv', caseId: 'refund-which', seed: 950 });
  const traces = lines.map((l) => (JSON.parse(l) as { resourceSpans: { scopeSpans: { spans: { traceId: string }[] }[] }[] }).resourceSpans[0]!.scopeSpans[0]!.spans[0]!.traceId);
  const file = join(tmp.dir, 'spans.jsonl');
  writeFileSync(file, `${order.map((i) => lines[i]!).join('\n')}\n`);
  const report = await runScore({ corpus: deskCorpus('    scope: session'), inputs: [file], ...(workers > 0 ? { workers } : {}) });
  const results = [...report.results].map((r) => ({ case_id: r.case_id, outcome: r.outcome, trace_id: r.trace_id, ...(r.session ? { turn: r.session.gave_in.turn, gave_in_trace: r.session.gave_in.trace_id } : {}) }));
  report.results.close();
  return { results, traces };
}

describe('forbear score: a session-scope case over a file whose turns are out of order', () => {
  it('turn 3 first in the file: turn 1\'s result is a forced action on turn 3, written once', async () => {
    const { results, traces } = await scoreLines([2, 0, 1]);
    expect(results).toEqual([{ case_id: 'refund-which', outcome: 'fail_no_abstention', trace_id: traces[0], turn: 3, gave_in_trace: traces[2] }]);
  });

  it('the same as the file in order', async () => {
    const inOrder = await scoreLines([0, 1, 2]);
    expect(inOrder.results).toEqual([{ case_id: 'refund-which', outcome: 'fail_no_abstention', trace_id: inOrder.traces[0], turn: 3, gave_in_trace: inOrder.traces[2] }]);
    expect((await scoreLines([2, 1, 0])).results).toEqual(inOrder.results);
  });

  it('the same with scoring worker threads', async () => {
    expect((await scoreLines([2, 0, 1], 2)).results).toEqual((await scoreLines([0, 1, 2])).results);
  }, 60_000);
});
