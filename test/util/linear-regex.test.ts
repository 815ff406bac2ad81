import { describe, expect, it } from 'vitest';
import { compileLinear } from '../../src/util/linear-regex.js';

/**
 * User patterns moved from V8's backtracking engine to RE2's linear one: a valid pattern must mean
 * what it meant under `new RegExp(source, 'iu')`, where the two syntaxes differ too (`\s` takes
 * no-break spaces, `.` stops at `\r`, `\u00e9`, `\p{Script=Greek}`, named groups).
 */
const PATTERNS = ['\\brefund\\b', '^hello', 'world$', '\\s+', '\\S+x', 'a.b', '[\\s,]+', '[^\\s]+', '\\u00e9', 'caf\\u{e9}',
  '\\p{L}+\\d', '\\p{Script=Greek}', '(?<name>ab)c', '(?:a|b)+c', '#\\d{3,}', '[(+]+', '\\bone of (them|those|my orders)\\b',
  '(?<![\\p{L}\\p{N}])ref', '(?<=order )\\d+', '^$', '[a-z]{2}\\.', '\\cJ', '[^]', '\\0', '\\x41', '[\\u0041-\\u005a]+',
  '\\W', '\\B', 'colou?r', '^(?!.*#\\d)', '^(?!a)(?=.*b)c', '^(?!(a|b)\\))z',
  // Found by the user-regex fuzz target: under iu JavaScript's \w and \b take ſ and the Kelvin sign.
  '\\w', '\\b\\x41*?$', 'x\\b', '\\W+?\\b', '\\/path', '\\.\\*\\+', '^(\\w+\\s?)+$', '(\\w|\\d)+$', 'ǅ', 'ſ', 'K'];
const TEXTS = ['refund please', 'Hello there', 'hello world', 'a\u00a0b', 'a\u00a0bx', 'a\nb', 'a\rb', 'axb', 'CAFÉ', 'café', 'α beta',
  'abab', 'x#1234', 'order 42', 'prefix ref', ' ref', '', 'A.', '\n', 'path /path', '.*+', 'AAA BBB', 'ǆ', 's', 'k',
  'word\u2003word', '😀x', 'AB', 'refund #7', 'cab', 'a)z', 'z', 'é ſ', 'xſ', 'x\u212a', '\u212a'];

describe('linear-time user patterns', () => {
  it('answer as JavaScript did (flags iu) on every pattern and text of the table', () => {
    const differ: string[] = [];
    for (const source of PATTERNS) {
      const linear = compileLinear(source);
      if ('error' in linear) throw new Error(`${source}: ${linear.error}`);
      const js = new RegExp(source, 'iu');
      for (const text of TEXTS) if (js.test(text) !== linear.test(text)) differ.push(`${source} on ${JSON.stringify(text)}`);
    }
    expect(differ).toEqual([]);
  });

  it('refuse what needs backtracking, by name, and keep JavaScript\'s message for invalid syntax', () => {
    // A lookahead anywhere but right after a leading ^ (or guarding one branch of an alternation).
    expect(compileLinear('^(?!a)b|c')).toMatchObject({ error: expect.stringMatching(/^lookahead "\(\?!"/u) });
    expect(compileLinear('(?=a)b')).toMatchObject({ error: expect.stringMatching(/^lookahead "\(\?="/u) });
    expect(compileLinear('(a)\\1')).toMatchObject({ error: expect.stringMatching(/^back-reference "\\1"/u) });
    expect(compileLinear('(?<x>a)\\k<x>')).toMatchObject({ error: expect.stringMatching(/^back-reference "\\k<x>"/u) });
    expect(compileLinear('(?<=(a))b')).toMatchObject({ error: expect.stringMatching(/linear-time engine cannot run it \(invalid capture in lookbehind/u) });
    expect(compileLinear('[z-a]')).toMatchObject({ invalid: true, error: expect.stringMatching(/Range out of order/u) });
  });
});
