import { compileLinear } from '../util/linear-regex.js';
import type { LinearRegex } from '../util/linear-regex.js';

/**
 * The mapping's `ignore` patterns as one test; memoised per list. They run on the linear-time
 * engine: a ticket export is someone else's text, and one long message must not pin `cases mine`.
 * The mapping schema has already refused any pattern that does not compile.
 */
export function ignoredBy(patterns: readonly string[]): (text: string) => boolean {
  let test = ignoreTests.get(patterns);
  if (test === undefined) {
    const res = patterns.map(compileLinear).filter((p): p is LinearRegex => !('error' in p));
    ignoreTests.set(patterns, (test = (text) => res.some((re) => re.test(text))));
  }
  return test;
}
const ignoreTests = new WeakMap<readonly string[], (text: string) => boolean>();
