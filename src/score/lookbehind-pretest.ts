/**
 * A cheaper test to run before a pattern that opens with lookbehinds.
 *
 * V8 tries a pattern at every position of the string, and a pattern that opens with lookbehinds
 * ("(?<!\b(?:add|buy|…) )\b(?:two|three|…) …") evaluates them at every position before it
 * looks at a single character ahead: over the shared replies two such patterns took ~150 ms of
 * a pass though neither matched once. What follows the lookbehinds is usually a word group every
 * match starts with ("\b(?:two|three|…)"); asked alone, that group is found or ruled out by a
 * quick scan, and where it does not occur the pattern cannot match anywhere.
 *
 * Sound by construction: the group (with the word-boundary asserts before it) is what the pattern
 * must match at the position where any match of it starts, under the same flags, so a string in
 * which the group matches nowhere holds no match of the pattern. Only speed depends on it.
 */

/**
 * The source of the pre-test for `source`, or null when there is none: the `\b` asserts and
 * the non-capturing group that come right after the pattern's leading lookbehinds, when that
 * group is required (no `?`, `*` or `{0,` after it), holds no capturing group or backreference,
 * and the pattern has no top-level alternation (a branch could start elsewhere).
 */
export function lookbehindPretest(source: string): string | null {
  let at = 0;
  while (source.startsWith('(?<!', at) || source.startsWith('(?<=', at)) {
    at = groupEnd(source, at);
    if (at < 0) return null;
  }
  if (at === 0 || hasTopLevelBar(source)) return null;
  let head = '';
  while (source.startsWith('\\b', at)) {
    head += '\\b';
    at += 2;
  }
  if (!source.startsWith('(?:', at)) return null;
  const end = groupEnd(source, at);
  if (end < 0) return null;
  const next = source[end];
  if (next === '?' || next === '*' || (next === '{' && source.startsWith('{0', end))) return null;
  const group = source.slice(at, end);
  if (capturesOrRefers(group)) return null;
  return head + group;
}

/** The index just past the group opening at `at` (its matching `)`), or -1. Escapes and
 * character classes are skipped: a `(` or `)` there opens or closes nothing. */
function groupEnd(s: string, at: number): number {
  let depth = 0;
  for (let i = at; i < s.length; i++) {
    const c = s[i];
    if (c === '\\') i++;
    else if (c === '[') i = classEnd(s, i);
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  return -1;
}

/** The index of the `]` closing the class opened at `at` (or the end of `s`). */
function classEnd(s: string, at: number): number {
  let i = at + 1;
  while (i < s.length && s[i] !== ']') i += s[i] === '\\' ? 2 : 1;
  return i;
}

/** Whether `s` has a `|` outside every group and class. */
function hasTopLevelBar(s: string): boolean {
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '\\') i++;
    else if (c === '[') i = classEnd(s, i);
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) return true;
  }
  return false;
}

/** Whether `group` opens a capturing group (numbered or named) or refers back to one: asked
 * alone, its numbering would differ, so no pre-test is made of it. */
function capturesOrRefers(group: string): boolean {
  for (let i = 0; i < group.length; i++) {
    const c = group[i];
    if (c === '\\') {
      const n = group[i + 1] ?? '';
      if (/[1-9k]/u.test(n)) return true;
      i++;
    } else if (c === '[') i = classEnd(group, i);
    else if (c === '(' && (group[i + 1] !== '?' || (group[i + 2] === '<' && group[i + 3] !== '=' && group[i + 3] !== '!'))) return true;
  }
  return false;
}
