/** The mapping's `ignore` patterns as one test; memoised per list. */
export function ignoredBy(patterns: readonly string[]): (text: string) => boolean {
  let test = ignoreTests.get(patterns);
  if (test === undefined) {
    const res = patterns.map((p) => new RegExp(p, 'iu'));
    ignoreTests.set(patterns, (test = (text) => res.some((re) => re.test(text))));
  }
  return test;
}
const ignoreTests = new WeakMap<readonly string[], (text: string) => boolean>();
