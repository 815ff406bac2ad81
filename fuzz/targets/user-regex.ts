/**
 * User regular expressions (corpus `match.patterns`, mapping `tickets.ignore`) on the linear-time
 * engine: every generated pattern compiles or is refused with a reason; one that compiles answers
 * on a long near-miss message (a hang trips the runner's watchdog), and on short texts answers as
 * JavaScript's own engine does with flags `iu` (the semantics `match.patterns` promise). The
 * documented exception, `\S` inside a character class, is not generated inside one.
 */
import { compileLinear } from '../../src/util/linear-regex.js';
import { patternText, randomPattern } from '../lib/regex-grammar.js';
import type { FuzzTarget, Outcome } from '../target.js';

export const userRegexTarget: FuzzTarget = {
  name: 'user-regex',
  weight: 1,
  run(rng): Outcome {
    const source = randomPattern(rng);
    const bytes = Buffer.byteLength(source);
    const linear = compileLinear(source);
    if ('error' in linear) {
      if (linear.error === '') throw new Error(`pattern ${source} refused without a reason`);
      return { verdict: 'rejected', reason: linear.invalid === true ? `invalid: ${linear.error.replace(/\/.*\/iu: /u, '')}` : linear.error.replace(/"[^"]*"/gu, '"…"').slice(0, 70), mutation: 'generated', bytes };
    }
    linear.test(patternText(rng, true));
    for (let i = 0; i < 4; i++) {
      const text = patternText(rng, false);
      const js = new RegExp(source, 'iu').test(text);
      if (linear.test(text) !== js) throw new Error(`/${source}/iu on ${JSON.stringify(text)}: JavaScript says ${js}, the linear engine ${!js}`);
    }
    return { verdict: 'decoded', mutation: 'generated', bytes };
  },
};
