import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseCorpus } from '../src/corpus/load.js';
import { runScore } from '../src/pipeline.js';
import { recordTurns, tempDir, toOtlpJsonLines } from './helpers/index.js';
import type { ReadableSpan } from './helpers/index.js';

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

const ms = (t: [number, number]): number => t[0] * 1000 + t[1] / 1e6;

describe('runScore: when a trace is complete', () => {
  it('does not complete a trace early in a file sorted by start time, even beside a long span of another trace', async () => {
    // The turn: root first (it starts first), its tool call much later in the file.
    const turn = recordTurns([{ user: 'Cancel my order.', steps: [{ name: 'cancel_order', args: { id: 1 } }], reply: 'Cancelled.', startMs: 1_000_000 }], { seed: 1 });
    // Another conversation's spans: one runs for ten minutes, hundreds of short ones start in between.
    const others = recordTurns(Array.from({ length: 300 }, (_, i) => ({
      user: `Unrelated question ${i}`, steps: [], reply: 'Answer.', startMs: 1_000_100 + i,
    })), { seed: 2 });
    const long = recordTurns([{ user: 'Long-running', steps: [], reply: 'Done.', startMs: 1_000_050 }], { seed: 3 })
      .map((s) => new Proxy(s, { get: (t, k) => (k === 'endTime' ? [t.endTime[0] + 600, t.endTime[1]] : Reflect.get(t, k)) }) as ReadableSpan);
    const all = [...turn, ...others, ...long].sort((a, b) => ms(a.startTime) - ms(b.startTime));
    const file = join(dir, 'by-start.jsonl');
    writeFileSync(file, toOtlpJsonLines(all, 1));

    const report = await runScore({ corpus, inputs: [file] });
    expect(report.input.late_spans).toBe(0);
    expect([...report.results].map((r) => [r.case_id, r.outcome, r.forbidden_calls])).toEqual([['cancel-which', 'fail_no_abstention', ['cancel_order']]]);
  });
});

describe('runScore: a file a gateway shuffled', () => {
  it('holds a trace while its spans may still be in a shuffled stretch, so its tool call is not dropped as late', async () => {
    // A gateway buffers a minute of traffic and forwards it in no particular order (here: reversed).
    const others = recordTurns(Array.from({ length: 200 }, (_, i) => ({
      user: `Unrelated question ${i}`, steps: [], reply: 'Answer.', startMs: 1_000_000 + i * 600,
    })), { seed: 2 });
    const turn = recordTurns([{ user: 'Cancel my order.', steps: [{ name: 'cancel_order', args: { id: 1 } }], reply: 'Cancelled.', startMs: 1_060_000 }], { seed: 1 });
    const first = others.filter((s) => ms(s.startTime) < 1_060_000).reverse();
    const second = others.filter((s) => ms(s.startTime) >= 1_060_000).reverse();
    // In the second stretch the turn's root is forwarded first and its tool call last, a minute of traffic later.
    const root = turn.filter((s) => s.parentSpanContext === undefined);
    const children = turn.filter((s) => s.parentSpanContext !== undefined);
    const file = join(dir, 'gateway.jsonl');
    writeFileSync(file, toOtlpJsonLines([...first, ...root, ...second, ...children], 1));

    const report = await runScore({ corpus, inputs: [file] });
    expect(report.input.late_spans).toBe(0);
    expect([...report.results].map((r) => [r.case_id, r.outcome, r.forbidden_calls])).toEqual([['cancel-which', 'fail_no_abstention', ['cancel_order']]]);
  });
});

/**
 * `forbear score` on a span-time clock: a trace is never completed between the spans of one
 * line (one OTLP request). A file whose lines are out of time order by more than turn_max_wait
 * (exports of two agents concatenated, a gateway that held a stretch back) has traces far behind
 * the clock; one such trace used to be completed at the readiness check that fell inside its own
 * line, with the rest of its spans then dropped as late: its turn scored without its reply.
 */
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
