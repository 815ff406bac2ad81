import { describe, expect, it } from 'vitest';
import type { TurnResult } from '../../src/model/result.js';
import { ResultLog } from '../../src/report/result-log.js';

const result = (i: number): TurnResult => ({
  case_id: `case-${i}`, kind: 'abstain', scenario: 's', outcome: i % 3 === 0 ? 'pass' : 'fail_post_hoc', passed: i % 3 === 0,
  matched_by: 'tag', session_id: `s${i}`, trace_id: `t${i}`, span_id: 'x', run_id: null, attempt: i, started_at: '2026-01-01T00:00:00.000Z',
  user_message: `Refund order #${i} — ünïcödé ✓`, tool_calls: [], forbidden_calls: [], hallucinated_calls: [],
  final_reply: 'x'.repeat(i % 50), signals: { asks: true, flags: false, declines: false, claims_done: false, hands_off: false, evidence: [] },
  turn_error: null, service_name: null, agent_name: null, model: null,
});

describe('ResultLog', () => {
  it('gives back every result in order while they fit in memory', () => {
    const log = new ResultLog(10);
    for (let i = 0; i < 5; i++) log.push(result(i));
    expect(log.length).toBe(5);
    expect([...log].map((r) => r.attempt)).toEqual([0, 1, 2, 3, 4]);
  });

  it('spills to disk past its memory budget and still gives back every result, unchanged and in order, more than once', () => {
    const log = new ResultLog(100);
    const n = 5_000; // a few MB: crosses the 1 MiB write and read buffers
    for (let i = 0; i < n; i++) log.push(result(i));
    expect(log.length).toBe(n);
    const first = [...log];
    expect(first).toHaveLength(n);
    expect(first[4_321]).toEqual(result(4_321));
    expect(first.map((r) => r.attempt)).toEqual(Array.from({ length: n }, (_, i) => i));
    log.push(result(n));
    expect([...log].at(-1)).toEqual(result(n));
    log.close();
  });

  it('keeps 4-byte characters whole where the spill file is read back in pieces, and prints them as written', () => {
    const wide = (i: number): TurnResult => ({ ...result(i), final_reply: `${'😀'.repeat(i % 7)}${'é'.repeat(i % 5)} reply ${i}` });
    const log = new ResultLog(0);
    const n = 2_000; // over a megabyte spilled: read back in dozens of 32 KiB pieces
    for (let i = 0; i < n; i++) log.push(wide(i));
    expect([...log]).toEqual(Array.from({ length: n }, (_, i) => wide(i)));
    const printed = `${[...log.jsonItems()].join('')}\n  ]`;
    expect(JSON.parse(printed)).toEqual(Array.from({ length: n }, (_, i) => wide(i)));
    log.close();
  });

  it('gives back results larger than its read buffer whole, between small ones, in order', () => {
    // 40–200 KB replies (the log reads back 32 KiB at a time), several in a row, and one last.
    const sized = (i: number): TurnResult => ({ ...result(i), final_reply: i % 4 === 1 || i === 29 ? `${'ü'.repeat(20_000 * (1 + (i % 5)))} ${i}` : `short ${i}` });
    const log = new ResultLog(2);
    const n = 30;
    for (let i = 0; i < n; i++) log.push(sized(i));
    expect([...log]).toEqual(Array.from({ length: n }, (_, i) => sized(i)));
    log.close();
  });
});
