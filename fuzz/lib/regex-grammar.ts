/**
 * Random regular expressions in JavaScript syntax, weighted towards the shapes that backtrack
 * (nested and adjacent quantifiers over overlapping atoms) and the constructs RE2 spells
 * differently or refuses (lookaround, back-references, `\p{…}`, `\u{…}`, named groups).
 */
import type { Prng } from '../../bench/gen/prng.js';

const ATOMS = ['a', 'b', 'A', 'é', 'ß', '😀', '.', '\\w', '\\d', '\\s', '\\W', '\\S', '\\b', '[a-c]', '[^a]', '[\\s,]', '[\\d\\w]', '\\p{L}', '\\p{Lu}',
  '\\p{Script=Greek}', '\\u00e9', '\\u{1F600}', '\\x41', '\\cJ', '\\.', '\\/', ' ', '#', '^', '$', '[^]', '\\0'];
const QUANTIFIERS = ['', '', '', '*', '+', '?', '{2}', '{1,3}', '{2,}', '*?', '+?'];
const REFUSED = ['(?=a)', '(?!b)', '(a)\\1', '(?<n>a)\\k<n>', '(?<=(a))b'];

export function randomPattern(rng: Prng, depth = 0): string {
  const parts: string[] = [];
  const n = rng.int(1, 4);
  for (let i = 0; i < n; i++) {
    const r = rng.next();
    let atom: string;
    if (r < 0.15 && depth < 3) atom = `(${randomPattern(rng, depth + 1)})`;
    else if (r < 0.22 && depth < 3) atom = `(?:${randomPattern(rng, depth + 1)}|${randomPattern(rng, depth + 1)})`;
    else if (r < 0.26 && depth < 3) atom = `(?<${rng.pick(['=', '!'])}${rng.pick(ATOMS.filter((a) => a !== '^' && a !== '$'))})`;
    else if (r < 0.28) atom = rng.pick(REFUSED);
    else atom = rng.pick(ATOMS);
    parts.push(`${atom}${atom === '^' || atom === '$' || atom === '\\b' ? '' : rng.pick(QUANTIFIERS)}`);
  }
  // A leading-^ lookahead guard (the one lookahead form that runs).
  if (depth === 0 && rng.chance(0.1)) return `^(?!${randomPattern(rng, 2)})${parts.join('')}`;
  return parts.join('');
}

/** One of the catastrophic patterns, or a random one. */
export function hostilePattern(rng: Prng): string {
  return rng.chance(0.5) ? rng.pick(['(\\w|\\d)+$', '\\w*\\w*\\w*\\w*\\w*\\w*z', '^(a+)+$', '^(\\w+\\s?)+$', '(a|a)*b', '(.*a){12}']) : randomPattern(rng);
}

/** A text the patterns are tried on: long near misses, and short ones (up to 6 characters, where JavaScript's own engine, the reference, finishes in milliseconds even on the nested quantifiers: at 10 it took 3 s). */
export function patternText(rng: Prng, long: boolean): string {
  const alphabet = ['a', 'a', 'b', 'A', 'é', 'É', 'ß', 'ẞ', '😀', ' ', '\u00a0', '\n', '\r', '#', '1', '.', ',', 'K', 'k', 'ſ', 's', 'α', 'Ω'];
  const length = long ? rng.int(500, 2000) : rng.int(0, 6);
  let out = '';
  for (let i = 0; i < length; i++) out += long && i < length - 1 ? rng.pick(['a', 'a', 'a', 'b', ' ', '1']) : rng.pick(alphabet);
  return out;
}
