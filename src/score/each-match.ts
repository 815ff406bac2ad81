/**
 * Every match of a global pattern in a string, found on the pattern itself.
 *
 * `String.prototype.matchAll` runs on a copy of the pattern (the spec's species constructor),
 * and V8 compiled each copy afresh: for the response check's largest patterns (~2,800
 * characters) 1–2 ms per reply, ~30–45 ms of the ~420 ms CPU `forbear score` spent on the
 * samples (issue 17). Running `exec` on the pattern itself reuses the native code already
 * compiled for it (regex-warm.ts). Same matches in the same order as `matchAll`, including
 * the step past an empty match; `lastIndex` is put back to 0 however the loop ends, so the
 * pattern stays usable by `test`, `exec`, `replace` and `matchAll` elsewhere.
 */
export function eachMatch(re: RegExp, s: string): RegExpExecArray[] {
  if (!re.global) throw new TypeError('eachMatch needs a global (g) pattern');
  // Collected up front into an array rather than yielded from a generator: the reader's callers
  // see one to a handful of matches, and a generator object and its protocol per call cost more
  // than the matches (issue 19). The caller stopping early then only leaves matches unread.
  const out: RegExpExecArray[] = [];
  const unicode = re.unicode || re.flags.includes('v');
  re.lastIndex = 0;
  try {
    for (let m = re.exec(s); m !== null; m = re.exec(s)) {
      if (m[0] === '') re.lastIndex = advance(s, re.lastIndex, unicode);
      out.push(m);
    }
  } finally {
    re.lastIndex = 0;
  }
  return out;
}

/** The index after `i`: one code point on in a unicode pattern, else one code unit (as matchAll). */
function advance(s: string, i: number, unicode: boolean): number {
  if (!unicode || i + 1 >= s.length) return i + 1;
  const c = s.charCodeAt(i);
  if (c < 0xd800 || c > 0xdbff) return i + 1;
  const d = s.charCodeAt(i + 1);
  return d >= 0xdc00 && d <= 0xdfff ? i + 2 : i + 1;
}
