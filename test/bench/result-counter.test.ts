/**
 * The receiver benchmarks stop their clock when serve's results.jsonl holds as many results as
 * `forbear score` found. An amendment line (a session's later turn gave in) replaces a result,
 * so counting lines would stop the clock with turns still unscored.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resultCounter } from '../../bench/result-counter.js';
import { tempDir } from '../helpers/index.js';

const tmp = tempDir('forbear-result-counter-');
afterAll(() => tmp.cleanup());

const line = (trace: string, amends?: string): string =>
  `${JSON.stringify({ case_id: 'c', trace_id: trace, span_id: 's', outcome: 'pass', ...(amends ? { amends: { trace_id: amends, span_id: 's', outcome: 'pass' } } : {}) })}\n`;

describe('bench/result-counter', () => {
  it('counts results, not amendment lines, as the file grows (a line written in two pieces counts once)', () => {
    const file = join(tmp.dir, 'results.jsonl');
    const count = resultCounter(file);
    expect(count()).toBe(0);
    writeFileSync(file, line('a') + line('b'));
    expect(count()).toBe(2);
    // serve amends a's result: still two results.
    appendFileSync(file, line('a', 'a'));
    expect(count()).toBe(2);
    const c = line('c');
    appendFileSync(file, c.slice(0, 10));
    expect(count()).toBe(2);
    appendFileSync(file, c.slice(10));
    expect(count()).toBe(3);
  });
});
