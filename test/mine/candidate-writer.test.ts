import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCorpus } from '../../src/corpus/load.js';
import { CandidateWriter } from '../../src/mine/candidate-corpus.js';
import type { Candidate } from '../../src/mine/candidate.js';
import { parseMapping } from '../../src/mine/mapping.js';
import { tempDir } from '../helpers/index.js';

let cleanup = (): void => {};
afterEach(() => cleanup());

const mapping = parseMapping('corpus: c\ntools: [{ name: cancel_order, effect: write }]\n', 'm.yaml');
const candidate = (id: string, user_turn: string, expected_question: string): Candidate => ({
  id, kind: 'abstain', scenario: 'unspecified', user_turn, tools_available: ['cancel_order'], forbidden_tools: [], expected_question,
  reason: '', source: `ticket:${id}`, tags: ['mined'], needs_review: true,
});

describe('candidate writer (cases are written as they are found)', () => {
  it('writes a corpus that reads back to exactly the candidates, whatever the text holds', () => {
    const t = tempDir();
    cleanup = t.cleanup;
    const path = join(t.dir, 'c.yaml');
    const cases = [
      candidate('a', 'Line one\n\n  indented line\n# not a comment: really\n', '"Quoted" - yes? #1'),
      candidate('b', ' leading space and trailing ', 'key: value\n\n\nthree blank lines above'),
      candidate('c', '- starts like a list item', 'Which one: *this* or &that?'),
    ];
    const w = new CandidateWriter(path, mapping);
    for (const c of cases) w.write(c);
    w.close();
    const text = readFileSync(path, 'utf8');
    expect((parse(text) as { cases: unknown }).cases).toEqual(cases);
    expect(parseCorpus(text, path).corpus.cases.map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });

  it('with no candidate it writes an empty case list, and an aborted run leaves nothing', () => {
    const t = tempDir();
    cleanup = t.cleanup;
    const path = join(t.dir, 'c.yaml');
    new CandidateWriter(path, mapping).close();
    expect((parse(readFileSync(path, 'utf8')) as { cases: unknown }).cases).toEqual([]);
    const other = join(t.dir, 'd.yaml');
    const w = new CandidateWriter(other, mapping);
    w.write(candidate('a', 'Please cancel order 1.', 'Which order?'));
    w.abort();
    expect(() => readFileSync(other)).toThrow();
  });
});
