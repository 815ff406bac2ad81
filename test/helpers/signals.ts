import { expect } from 'vitest';
import { checkResponse, type SignalName } from '../../src/score/response-check.js';

const SIGNALS: readonly SignalName[] = ['asks', 'flags', 'declines', 'claims_done', 'hands_off'];

/** The signals a response check raised, in a fixed order: what the wording tests compare. */
export function signalsOf(reading: Readonly<Record<SignalName, unknown>>): SignalName[] {
  return SIGNALS.filter((s) => reading[s]);
}

/** Every reply read by the response check gives `signal` as `want`; the wrong ones are listed together. */
export function expectAll(signal: SignalName, want: boolean, texts: readonly string[]): void {
  const wrong = texts.filter((t) => checkResponse(t)[signal] !== want);
  expect(wrong.join(' | '), `${signal} should be ${want}`).toBe('');
}
