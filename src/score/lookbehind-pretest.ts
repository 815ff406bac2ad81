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
  return requiredGroupAt(source, at);
}

/** The `\b` asserts, the non-capturing group from `at` on and the `\b` asserts after it, when
 * that group is required and holds no capturing group or backreference; else null. */
function requiredGroupAt(source: string, from: number): string | null {
  let at = from;
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
  // The `\b` asserts right after the group hold in every match too, and rule out a connector
  // word that only opens a longer one ("so" in "some").
  let tail = '';
  while (source.startsWith('\\b', end + tail.length)) tail += '\\b';
  return head + group + tail;
}

/**
 * The pre-test of `source` (see `lookbehindPretest`), or, for a pattern that opens with a
 * capturing group, the required group right after it, made the same way: V8 tries the opening
 * group at every position, and one like "((?:your|the|…)\b(?: [\w'-]+){1,4}?…[^.?!;]{0,80}?)"
 * scans ahead from each of them, though no match can be found where the group after it ("(?:,?
 * (?:so|therefore|…))") occurs nowhere. Sound for the same reason: every match holds a match of
 * that group, which reads the same text whether asked alone or inside the pattern.
 */
export function openingPretest(source: string): string | null {
  const behind = lookbehindPretest(source);
  if (behind !== null || !opensWithCapture(source) || hasTopLevelBar(source)) return behind;
  const at = groupEnd(source, 0);
  return at < 0 ? null : requiredGroupAt(source, at);
}

/** Whether `source` opens with a capturing group, numbered or named. */
function opensWithCapture(source: string): boolean {
  return source.startsWith('(') && (!source.startsWith('(?') || (source.startsWith('(?<') && !source.startsWith('(?<=') && !source.startsWith('(?<!')));
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
