/**
 * `forbear score` on a span-time clock: a trace is never completed between the spans of one
 * line (one OTLP request). A file whose lines are out of time order by more than turn_max_wait
 * (exports of two agents concatenated, a gateway that held a stretch back) has traces far behind
 * the clock; one such trace used to be completed at the readiness check that fell inside its own
 * line, with the rest of its spans then dropped as late: its turn scored without its reply.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseCorpus } from '../src/corpus/load.js';
import { runScore } from '../src/pipeline.js';
import { recordTurns, tempDir, toOtlpJsonLines } from './helpers/index.js';

const corpus = parseCorpus(`
corpus: c
version: 1
tools: [{ name: lookup_order, effect: read }, { name: cancel_order, effect: write }]
cases:
  - { id: cancel-which, kind: abstain, forbidden_tools: [cancel_order], user_turn: "Cancel my order." }
`, 'c.yaml');

let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = tempDir()));
afterEach(() => cleanup());

const HOUR = 3_600_000;

describe('runScore: a line is one request', () => {
  it('scores a turn whose line comes an hour behind the clock with every span of that line', async () => {
    // 254 spans of other conversations an hour later, one turn (2 spans) per line...
    const later = recordTurns(Array.from({ length: 127 }, (_, i) => ({ user: `Unrelated question ${i}`, steps: [], reply: 'Answer.', startMs: 10 * HOUR + i * 1000 })), { seed: 1 });
    expect(later.length).toBe(254);
    // ...then the turn itself in one line of 4 spans (chat, lookup, chat with the reply, root):
    // the buffer's readiness check every 256 spans falls between its 2nd and 3rd span.
    const turn = recordTurns([{ user: 'Cancel my order.', steps: [{ name: 'lookup_order', args: {} }], reply: 'You have two open orders, #1 and #2. Which one should I cancel?', startMs: 9 * HOUR }], { seed: 2 });
    expect(turn.length).toBe(4);
    const file = join(dir, 'spans.jsonl');
    writeFileSync(file, toOtlpJsonLines(later, 2) + toOtlpJsonLines(turn, 4));

    const report = await runScore({ corpus, inputs: [file] });
    expect(report.results).toHaveLength(1);
    const r = [...report.results][0]!;
    expect(r.final_reply).toBe('You have two open orders, #1 and #2. Which one should I cancel?');
    expect(r.outcome).toBe('pass');
    expect(report.input.late_spans).toBe(0);
  });
});
