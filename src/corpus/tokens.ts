/**
 * Words of a user turn for comparing two turns: NFKC, lower case, and runs of letters, digits
 * and the marks that belong inside an identifier or amount ("#50211", "$4,800", "14b", "don't").
 * Punctuation between words is not a token, so "handy." and "handy" are the same word.
 */
export function tokenize(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().match(TOKEN) ?? [];
}

const TOKEN = /[#$€£]?[\p{L}\p{N}]+(?:[.,'’/-][\p{L}\p{N}]+)*%?/gu;

/**
 * Levenshtein distance over tokens: how many words must be inserted, deleted or replaced to turn
 * one turn into the other. `limit` stops early: any distance above it is reported as limit + 1.
 */
export function tokenEditDistance(a: readonly string[], b: readonly string[], limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return limit + 1;
    prev = cur;
  }
  return prev[b.length]!;
}
