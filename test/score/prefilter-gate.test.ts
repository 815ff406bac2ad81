/**
 * Every run of a lexicon pattern goes through the literal prefilter (issue 19): reading the
 * fixture replies, no pattern's regex runs on a text that lacks all of its required literals,
 * whichever way a rule calls it (`test`, `exec`, `eachMatch`, `replace`, an `anyOf` group, a
 * `listOf` list). A rule that ran a pattern's RegExp around its gate would show up here.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import * as L from '../../src/score/response-lexicon.js';
import { checkResponse } from '../../src/score/response-check.js';

const FIXTURES = new URL('../fixtures/', import.meta.url);

function fixtureReplies(): string[] {
  return readdirSync(FIXTURES)
    .filter((f) => /^replies.*\.jsonl$/u.test(f))
    .flatMap((f) => readFileSync(new URL(f, FIXTURES), 'utf8').split('\n'))
    .filter((line) => line.trim() !== '')
    .map((line) => (JSON.parse(line) as { text: string }).text);
}

/** Where the lexicon's warm-up runs a pattern (regex-warm.ts): a throw-away subject, not a rule's text. */
const WARM_UP = '\u0000'.repeat(1000);

describe('the literal prefilter gates every lexicon pattern run', () => {
  const nativeExec = RegExp.prototype.exec;
  const watched = L.COMPILED_PATTERNS.filter((p) => p.literals !== null);
  afterAll(() => {
    for (const { re } of watched) delete (re as { exec?: unknown }).exec;
  });

  it('reading the fixture replies, no pattern runs on a text without one of its literals', () => {
    let runs = 0;
    const ungated = new Map<string, number>();
    for (const { re, literals } of watched) {
      const needs = literals as readonly string[];
      // Every way of running a RegExp (test, replace, matchAll, exec) goes through its exec; a
      // global pattern's run starts at lastIndex 0.
      re.exec = function (this: RegExp, s: string): RegExpExecArray | null {
        if (this.lastIndex === 0 && s !== WARM_UP) {
          runs++;
          if (!needs.some((l) => s.includes(l))) ungated.set(this.source.slice(0, 80), (ungated.get(this.source.slice(0, 80)) ?? 0) + 1);
        }
        return nativeExec.call(this, s);
      };
    }
    const replies = fixtureReplies();
    for (const reply of replies) checkResponse(reply);
    expect(replies.length).toBeGreaterThan(2000);
    expect(runs).toBeGreaterThan(10_000);
    expect(Object.fromEntries(ungated)).toEqual({});
  });
});
