/**
 * The sentence splitter's fast paths (issue 19: plain lines skip the protecting passes, spacing
 * is only collapsed where it needs to be, the last reply's split is reused) must not change a
 * single sentence. Every reply of the shared public reply sets (../shared/data/replies, or
 * $FORBEAR_SHARED/data/replies), of the reply fixtures, and a deterministic batch of generated
 * replies built from the splitter's hard cases are split by the splitter as it was before
 * (test/helpers/sentences-reference.ts) and as it is now, and compared field by field.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../src/score/sentences.js';
import { referenceSplitSentences } from '../helpers/sentences-reference.js';
import { SHARED_ROOT } from '../helpers/shared-root.js';
import { seededRandom as mulberry32 } from '../../bench/gen/prng.js';

const REPLIES_DIR = join(SHARED_ROOT, 'data', 'replies');
const FIXTURES_DIR = join(import.meta.dirname, '..', 'fixtures');
const sharedMissing = existsSync(join(REPLIES_DIR, 'sgd_train.jsonl')) ? undefined : `shared replies not found at ${REPLIES_DIR} (set FORBEAR_SHARED to the shared folder)`;

/** Every string field named text or reply of every JSON line of the files. */
function repliesIn(dir: string, files: readonly string[]): string[] {
  const out: string[] = [];
  for (const file of files) {
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const row = JSON.parse(line) as Record<string, unknown>;
      for (const key of ['text', 'reply']) if (typeof row[key] === 'string') out.push(row[key]);
    }
  }
  return out;
}

function expectSameSplit(replies: readonly string[]): number {
  let sentences = 0;
  for (const reply of replies) {
    const expected = referenceSplitSentences(reply);
    // Twice: the second answer comes from the last-reply memo and must be the same.
    expect(splitSentences(reply), JSON.stringify(reply)).toEqual(expected);
    expect(splitSentences(reply), JSON.stringify(reply)).toEqual(expected);
    sentences += expected.length;
  }
  return sentences;
}

/** Pieces the splitter treats specially: abbreviations, initials, numbers, quotes, URLs, markdown, odd spacing. */
const PIECES = [
  'The order shipped', ' on Monday', '.', '. ', '! ', '? ', '… ', '...', ' e.g. the', ' E.G. The', ' i.e.', ' Dr. Who', ' Mrs. Lee', ' No. 4471',
  ' no. ', ' Nº. 5', ' n°.', ' núm. 3', ' NÚM. 7', ' Inc.', ' approx. ', ' J. Smith', ' J.', ' Ö. Ünal', ' a. The', ' 3 p.m. on', ' am 1. März',
  ' zum 30. Juni', ' $12.50', ' 3.5', ' "Can I get a refund?" ', " 'sure?' ", ' “quoted.” ', ' «cita.» ', ' https://x.example/a.b?c=1. ',
  ' www.example.com. ', ' mail jo.doe@example.com. ', '\n', '\n\n', '\r\n', '\r', '  ', '\t', '\u00a0', ' ', '# Heading', '\n## Title ##\n',
  '\n- item', '\n1. first', '\n* [x] done', '\n> quoted line', ' **bold.** ', ' `code.` ', ' [link](http://a.b) ', '\n---\n', ' | a | b |',
  'which one?', '¿Cuál?', '？', '！', ' ok)', ' (see above.) ', ' u.a.m. ', ' e.g.i.e. ', ' i.e.g. ', ' U.A.M.', ' p.m.e.g.', 'St.', ' vs. ', ' Ref. 9', '😀. ', ' 𝐀. Bold',
  // Stops with no space after them: a glued sentence end, and what must stay whole.
  ' calendar.Shall', ' done!Anything', ' example.com', ' v1.2', ' U.S.Army', ' Mr.Smith', ' e.g.The',
  ' successful. the', ' done. the', ' aprox. la', " it's. the",
  // A period before a lower-case word after a number or a short word (replies9 round), and what stays whole.
  ' have 8. can', ' TR57. it', ' etc. and', ' phone no. is', ': 1. the', ' vom 12. bis', ' 11:24. can', ' Sept. the',
];

function generated(count: number): string[] {
  const rng = mulberry32(19);
  return Array.from({ length: count }, () => {
    let s = '';
    const n = 1 + Math.floor(rng() * 12);
    for (let i = 0; i < n; i++) s += PIECES[Math.floor(rng() * PIECES.length)] as string;
    return s;
  });
}

describe('sentence splitter: the same sentences as before its fast paths', () => {
  it('on the reply fixtures', () => {
    const files = readdirSync(FIXTURES_DIR).filter((f) => /^(?:replies.*|on-point.*)\.jsonl$/u.test(f));
    expect(files.length).toBeGreaterThan(3);
    const replies = repliesIn(FIXTURES_DIR, files);
    expect(replies.length).toBeGreaterThan(500);
    expect(expectSameSplit(replies)).toBeGreaterThan(replies.length);
  });

  it('on 20,000 generated replies made of the hard cases (abbreviations, initials, quotes, URLs, markdown, spacing)', () => {
    expectSameSplit(generated(20_000));
  });

  it.skipIf(sharedMissing !== undefined)(`on every reply of the shared public reply sets${sharedMissing === undefined ? '' : ` — SKIPPED: ${sharedMissing}`}`, () => {
    const files = readdirSync(REPLIES_DIR).filter((f) => f.endsWith('.jsonl'));
    const replies = repliesIn(REPLIES_DIR, files);
    expect(replies.length).toBeGreaterThan(10_000);
    expectSameSplit(replies);
  });
});
