/**
 * Finds the shape of regular expression that backtracks catastrophically: an unbounded quantifier
 * (`+`, `*`, `{n,}`) on a group that itself holds an unbounded quantifier — `(a+)+`, `(\w+\s?)*`,
 * `(?:x*y)+` — takes time exponential in the length of a message it fails on (26 characters of
 * `^(\w+\s?)+$` cost 3.6 s in V8). A corpus pattern runs on every untagged production message, so
 * one such pattern would hang `serve`: it is refused at load. This is the star-height test of
 * safe-regex, not a proof: overlapping alternatives under a quantifier (`(a|a)*`) are not caught.
 */
export function nestedQuantifier(source: string): string | undefined {
  // One entry per open group: whether something inside it repeats without bound.
  const groups: { start: number; unbounded: boolean }[] = [{ start: 0, unbounded: false }];
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    let atomGroup: { start: number; unbounded: boolean } | undefined;
    if (ch === '\\') {
      i += 2;
    } else if (ch === '[') {
      // A character class: skip to its unescaped closing bracket.
      i++;
      while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
      i++;
    } else if (ch === '(') {
      groups.push({ start: i, unbounded: false });
      i++;
      continue;
    } else if (ch === ')') {
      atomGroup = groups.length > 1 ? groups.pop() : undefined;
      i++;
    } else {
      i++;
    }
    // A quantifier after the atom just read.
    const q = /^(?:[+*]|\{\d+,\})/u.exec(source.slice(i));
    const bounded = q === null ? /^(?:\?|\{\d+(?:,\d+)?\})/u.exec(source.slice(i)) : null;
    if (q !== null) {
      if (atomGroup?.unbounded === true) return source.slice(atomGroup.start, i + q[0].length);
      groups[groups.length - 1]!.unbounded = true;
      i += q[0].length;
    } else if (bounded !== null) {
      i += bounded[0].length;
    }
    if (atomGroup?.unbounded === true) groups[groups.length - 1]!.unbounded = true;
  }
  return undefined;
}
