import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TurnResult } from '../../src/model/result.js';
import { ResultsFile } from '../../src/serve/results-file.js';
import type { LinePlace } from '../../src/serve/results-file.js';
import { tempDir } from '../helpers/index.js';

const t = tempDir('forbear-results-file-');
afterAll(() => t.cleanup());

/** A result-shaped object whose reply is `reply` (the file does not look inside results). */
const result = (i: number, reply: string): TurnResult => ({ trace_id: `t${i}`, span_id: `s${i}`, case_id: 'c', outcome: 'pass', final_reply: reply }) as unknown as TurnResult;

describe('results.jsonl appends', () => {
  it('writes every result as its own line, byte for byte, and places each where it lies, across long passes, long lines and non-ASCII text', () => {
    const path = join(t.dir, 'a.jsonl');
    const file = new ResultsFile(path, 0, false);
    // A pass larger than the encoding buffer, replies in several scripts (2-, 3- and 4-byte UTF-8),
    // one reply longer than a third of the buffer (encoded on its own), and a lone surrogate.
    const replies = [
      ...Array.from({ length: 1500 }, (_, i) => `reply ${i}: ${'déjà vu — 検索 😀 '.repeat(i % 40)}`),
      'x'.repeat(400_000) + '—end',
      'half a pair \ud83d then text',
      'after the long one',
    ];
    const first = replies.slice(0, 700).map((r, i) => result(i, r));
    const second = replies.slice(700).map((r, i) => result(700 + i, r));
    const places: LinePlace[] = [];
    // The first pass as a scoring worker gives it (texts made), the second stringified here.
    const afterFirst = file.append(first, places, first.map((r) => JSON.stringify(r)));
    const end = file.append(second, places);
    const expected = [...first, ...second].map((r) => `${JSON.stringify(r)}\n`).join('');
    const bytes = readFileSync(path);
    expect(bytes.equals(Buffer.from(expected, 'utf8'))).toBe(true);
    expect(end).toBe(bytes.length);
    expect(file.length).toBe(bytes.length);
    expect(afterFirst).toBe(Buffer.byteLength(first.map((r) => `${JSON.stringify(r)}\n`).join(''), 'utf8'));
    expect(places).toHaveLength(replies.length);
    places.forEach((p, i) => {
      const line = bytes.toString('utf8', p.offset, p.offset + p.length);
      expect(JSON.parse(line).span_id).toBe(`s${i}`);
      expect(bytes[p.offset + p.length]).toBe(0x0a);
      expect(file.readBytes(p).toString('utf8')).toBe(line);
    });
    expect([...file.read()].map((r) => r.final_reply)).toEqual([...first, ...second].map((r) => JSON.parse(JSON.stringify(r)).final_reply));
    file.close();
  });

  it('reopened at the committed length, drops the lines written after it and appends after that', () => {
    const path = join(t.dir, 'b.jsonl');
    const file = new ResultsFile(path, 0, true);
    const committed = file.append([result(1, 'one'), result(2, 'two')]);
    file.append([result(3, 'three, never committed')]);
    file.close();
    const again = new ResultsFile(path, committed, true);
    again.append([result(4, 'four')]);
    again.close();
    expect(readFileSync(path, 'utf8').split('\n').filter((l) => l !== '').map((l) => JSON.parse(l).final_reply)).toEqual(['one', 'two', 'four']);
  });
});
